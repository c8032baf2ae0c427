import { describe, expect, it } from 'vitest';
import {
  changeAsRead,
  changeBarWidth,
  displayUnit,
  formatChange,
  formatMeasurement,
  formatPercentChange,
  lowerIsBetter,
  missingChangeMeaning,
  trendOf,
} from './measurement-display';

describe('a change as its row reads', () => {
  it("is the shown current less the shown initial, so the row's figures add up", () => {
    // 70.0 kg to 68.3 kg (68.25 rounded up): -1.7 kg, not the server's -1.75 shown as -1.8
    const change = changeAsRead(70, 68.25, -1.75, 'Weight', 'kg');
    expect(change).toBe(-1.7);
    expect(formatChange(change ?? 0, 'Weight', 'kg')).toBe('-1.7 kg');
    expect(changeAsRead(90.25, 88.1, -2.15, 'Waist', 'cm')).toBe(-2.15);
    expect(changeAsRead(1000.04, 1200.06, 200.02, 'Weight', 'kg')).toBe(200.1);
  });

  it("stays the server's where an end was not measured", () => {
    expect(changeAsRead(null, 68.25, -1.75, 'Weight', 'kg')).toBe(-1.75);
    expect(changeAsRead(70, null, null, 'Weight', 'kg')).toBeNull();
  });
});

describe('measurement display', () => {
  it('shows body fat with 1 decimal and %', () => {
    expect(formatMeasurement(18.25, 'Body Fat', '%')).toBe('18.3%');
    expect(formatMeasurement(18, 'Body Fat', '')).toBe('18.0%');
  });

  it('shows weight with 1 decimal and kg', () => {
    expect(formatMeasurement(80.04, 'Weight', '')).toBe('80.0 kg');
    expect(formatMeasurement(80.04, 'Weight', 'kg')).toBe('80.0 kg');
  });

  it('shows other types with their unit and 1 decimal, or 2 when the second was typed', () => {
    expect(formatMeasurement(82.456, 'Waist', 'cm')).toBe('82.46 cm');
    expect(formatMeasurement(73, 'Waist', 'cm')).toBe('73.0 cm');
    expect(formatMeasurement(72.3, 'Waist', 'cm')).toBe('72.3 cm');
    expect(formatMeasurement(72.304, 'Waist', 'cm')).toBe('72.3 cm');
    expect(formatMeasurement(38, 'Calves', '')).toBe('38.0');
  });

  it("writes thousands separators and keeps each type's decimals", () => {
    expect(formatMeasurement(100000, 'Calves', '')).toBe('100,000.0');
    expect(formatMeasurement(1234.56, 'Waist', 'cm')).toBe('1,234.56 cm');
    expect(formatMeasurement(2147483647, 'Weight', 'lb')).toBe('2,147,483,647.0 lb');
    expect(formatMeasurement(1000.04, 'Body Fat', '')).toBe('1,000.0%');
    expect(formatChange(-12345.6, 'Weight', '')).toBe('-12,345.6 kg');
    expect(formatPercentChange(9999800)).toBe('+9,999,800.0%');
    expect(formatPercentChange(-1234.56)).toBe('-1,234.6%');
  });

  it('names the unit values show with', () => {
    expect(displayUnit('Body Fat', '')).toBe('%');
    expect(displayUnit('Weight', '')).toBe('kg');
    expect(displayUnit('Waist', 'cm')).toBe('cm');
    expect(displayUnit('Calves', '')).toBe('');
  });

  it("gives a custom type whose name holds an offered type's word its own unit and figures", () => {
    expect(displayUnit('Deadlift Weight', '')).toBe('');
    expect(displayUnit('Belly fat pinch', 'mm')).toBe('mm');
    expect(formatMeasurement(120, 'Deadlift Weight', '')).toBe('120.0');
    expect(formatMeasurement(12.25, 'Belly fat pinch', 'mm')).toBe('12.25 mm');
    // the offered types, however the server writes their case and spaces
    expect(displayUnit(' body fat ', '')).toBe('%');
    expect(displayUnit('WEIGHT', '')).toBe('kg');
  });

  it('signs changes and percentages', () => {
    expect(formatChange(-1.24, 'Weight', 'kg')).toBe('-1.2 kg');
    expect(formatChange(0.5, 'Arms', 'cm')).toBe('+0.5 cm');
    expect(formatPercentChange(-2.345)).toBe('-2.3%');
    expect(formatPercentChange(0)).toBe('0.0%');
  });

  it('reads lower as better for weight, waist and body fat only', () => {
    expect(['Weight', 'Waist', 'Body Fat'].every(lowerIsBetter)).toBe(true);
    expect(['Arms', 'Muscle Mass', 'Chest'].some(lowerIsBetter)).toBe(false);
    // a lift or a pinch named with those words: more weight lifted is progress
    expect(['Deadlift Weight', 'Bodyweight Squats', 'Fat-free mass'].some(lowerIsBetter)).toBe(
      false,
    );
    expect(trendOf(20, 'Deadlift Weight', '')).toBe('progress');
    expect(trendOf(-1, 'Weight', 'kg')).toBe('progress');
    expect(trendOf(1, 'Weight', 'kg')).toBe('setback');
    expect(trendOf(1, 'Arms', 'cm')).toBe('progress');
    expect(trendOf(0, 'Arms', 'cm')).toBe('none');
    expect(trendOf(null, 'Arms', 'cm')).toBe('none');
  });

  it('takes the sign and the trend from the change as it is shown', () => {
    // too small to show in 1 decimal: no sign, and no change
    expect(formatChange(-0.04, 'Weight', 'kg')).toBe('0.0 kg');
    expect(trendOf(-0.04, 'Weight', 'kg')).toBe('none');
    expect(formatChange(0.03, 'Body Fat', '%')).toBe('0.0%');
    expect(trendOf(0.03, 'Body Fat', '%')).toBe('none');
    expect(formatChange(-0.004, 'Arms', 'cm')).toBe('0.0 cm');
    expect(trendOf(-0.004, 'Arms', 'cm')).toBe('none');
    expect(formatPercentChange(-0.04)).toBe('0.0%');
    expect(trendOf(-0.04, 'Weight', 'kg', -0.04)).toBe('none');
    // a change too small to show in its unit that shows in percent is read from the percent
    expect(formatPercentChange(0.07)).toBe('+0.1%');
    expect(trendOf(0.04, 'Weight', 'kg', 0.07)).toBe('setback');
    expect(trendOf(0.04, 'Body Fat', '%', 0.2)).toBe('setback');
    // what rounds to a shown figure keeps its sign and its trend
    expect(formatChange(-0.05, 'Weight', 'kg')).toBe('-0.1 kg');
    expect(trendOf(-0.05, 'Weight', 'kg')).toBe('progress');
    expect(formatChange(0.01, 'Arms', 'cm')).toBe('+0.01 cm');
    expect(trendOf(0.01, 'Arms', 'cm')).toBe('progress');
    expect(formatChange(-0.01, 'Arms', 'cm')).toBe('-0.01 cm');
    expect(trendOf(-0.01, 'Arms', 'cm')).toBe('setback');
    expect(formatPercentChange(0.05)).toBe('+0.1%');
  });

  it('caps the change bar at 25%', () => {
    expect(changeBarWidth(-40)).toBe(25);
    expect(changeBarWidth(3.5)).toBe(3.5);
    expect(changeBarWidth(null)).toBe(0);
  });

  it('says why a change has no figure: nothing measured, no change yet, or a start at 0', () => {
    expect(missingChangeMeaning(null, null)).toBe('Not measured yet');
    expect(missingChangeMeaning(null, null, true)).toBe('Not measured yet');
    expect(missingChangeMeaning(72, null)).toBe('No change measured yet');
    expect(missingChangeMeaning(72, null, true)).toBe('No change measured yet');
    // a change from 0 has its figure; its percentage has none to give
    expect(missingChangeMeaning(0, 10, true)).toBe('No percentage of a start at 0');
    expect(missingChangeMeaning(0, null, true)).toBe('No change measured yet');
    // a change known without its percentage is not said to be unmeasured
    expect(missingChangeMeaning(72, -1.5, true)).toBe('No percentage');
  });
});
