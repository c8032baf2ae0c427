import { describe, expect, it } from 'vitest';
import {
  addCustomMeasurementType,
  defaultChallengeForm,
  DUPLICATE_TYPE_MESSAGE,
  END_BEFORE_START,
  END_DAY_OVER,
  earliestEndDay,
  formatBuyIn,
  MAX_TYPES_MESSAGE,
  NAME_REQUIRED,
  START_BEFORE_TODAY,
  toCreatePayload,
  toggleMeasurementType,
  validateChallengeForm,
  BUY_IN_REQUIRED,
  BUY_IN_NEGATIVE,
} from './challenge-form';
import { DateInZone } from '../../testing/date-in-zone';

const today = new Date(2026, 10, 15, 9, 30);

describe('defaultChallengeForm', () => {
  it('starts today, ends 30 days later, Body Recomposition, no buy-in, Weight and Waist', () => {
    const form = defaultChallengeForm(today);
    expect(form.startDate).toBe('2026-11-15');
    expect(form.endDate).toBe('2026-12-15');
    expect(form.challengeType).toBe('BodyRecomp');
    expect(form.hasBuyIn).toBe(false);
    expect(form.measurementTypes).toEqual(['Weight', 'Waist']);
    expect(form.availableTypes).toEqual([
      'Weight',
      'Waist',
      'Body Fat',
      'Muscle Mass',
      'Chest',
      'Hips',
      'Thighs',
      'Arms',
    ]);
  });
});

describe('measurement types', () => {
  it('chooses and drops a type', () => {
    const form = defaultChallengeForm(today);
    const added = toggleMeasurementType(form, 'Chest');
    expect(added.values.measurementTypes).toEqual(['Weight', 'Waist', 'Chest']);
    expect(toggleMeasurementType(added.values, 'Weight').values.measurementTypes).toEqual([
      'Waist',
      'Chest',
    ]);
  });

  it('refuses a sixth type', () => {
    let form = defaultChallengeForm(today);
    for (const name of ['Chest', 'Hips', 'Arms']) form = toggleMeasurementType(form, name).values;
    const refused = toggleMeasurementType(form, 'Thighs');
    expect(refused.error).toBe(MAX_TYPES_MESSAGE);
    expect(refused.values.measurementTypes).toHaveLength(5);
    expect(addCustomMeasurementType(form, 'Calves').error).toBe(MAX_TYPES_MESSAGE);
  });

  it('adds a custom name and chooses it', () => {
    const added = addCustomMeasurementType(defaultChallengeForm(today), '  Calves ');
    expect(added.error).toBeNull();
    expect(added.values.availableTypes.at(-1)).toBe('Calves');
    expect(added.values.measurementTypes).toEqual(['Weight', 'Waist', 'Calves']);
  });

  it('refuses a custom name equal to an existing one ignoring case', () => {
    const form = defaultChallengeForm(today);
    expect(addCustomMeasurementType(form, 'body fat').error).toBe(DUPLICATE_TYPE_MESSAGE);
    const withCalves = addCustomMeasurementType(form, 'Calves').values;
    expect(addCustomMeasurementType(withCalves, 'CALVES').error).toBe(DUPLICATE_TYPE_MESSAGE);
  });

  it('ignores an empty custom name', () => {
    const form = defaultChallengeForm(today);
    expect(addCustomMeasurementType(form, '   ')).toEqual({ values: form, error: null });
  });
});

describe('validateChallengeForm', () => {
  const valid = { ...defaultChallengeForm(today), name: 'Spring Cut' };

  it('accepts the defaults with a name', () => {
    expect(validateChallengeForm(valid, today)).toEqual({});
  });

  it('requires a name', () => {
    expect(validateChallengeForm({ ...valid, name: '  ' }, today).name).toBe(NAME_REQUIRED);
  });

  it('requires an amount of at least 0 when buy-in is on', () => {
    expect(validateChallengeForm({ ...valid, hasBuyIn: true }, today).buyInAmount).toBe(
      BUY_IN_REQUIRED,
    );
    expect(
      validateChallengeForm({ ...valid, hasBuyIn: true, buyInAmount: '-1' }, today).buyInAmount,
    ).toBe(BUY_IN_NEGATIVE);
    expect(validateChallengeForm({ ...valid, hasBuyIn: true, buyInAmount: '0' }, today)).toEqual(
      {},
    );
  });

  it('refuses a start before today and an end before the start', () => {
    expect(validateChallengeForm({ ...valid, startDate: '2026-11-14' }, today).startDate).toBe(
      START_BEFORE_TODAY,
    );
    expect(
      validateChallengeForm({ ...valid, startDate: '2026-11-20', endDate: '2026-11-19' }, today)
        .endDate,
    ).toBe(END_BEFORE_START);
    expect(
      validateChallengeForm({ ...valid, startDate: '2026-11-20', endDate: '2026-11-20' }, today),
    ).toEqual({});
  });

  it('reads an empty date as today', () => {
    expect(validateChallengeForm({ ...valid, startDate: '', endDate: '' }, today)).toEqual({});
  });
});

describe('dates that are no days', () => {
  const valid = { ...defaultChallengeForm(today), name: 'Spring Cut' };

  it('refuses a date that names no day, never reading it as today', () => {
    for (const endDate of ['2027-02-30', '20000-01-01', '2027-13-01']) {
      expect(validateChallengeForm({ ...valid, endDate }, today)).toEqual({
        endDate: 'Enter a valid date',
      });
    }
    expect(validateChallengeForm({ ...valid, startDate: '2027-02-29' }, today).startDate).toBe(
      'Enter a valid date',
    );
  });

  it('refuses a field whose input could not read what was typed, though its value is empty', () => {
    expect(validateChallengeForm({ ...valid, endDate: '' }, today, ['endDate'])).toEqual({
      endDate: 'Enter a valid date',
    });
    expect(validateChallengeForm({ ...valid, startDate: '' }, today, ['startDate'])).toEqual({
      startDate: 'Enter a valid date',
    });
    // an empty field is today
    expect(validateChallengeForm({ ...valid, endDate: '', startDate: '' }, today)).toEqual({});
  });
});

describe('a challenge is never created already over', () => {
  // Dec 3, 17:30 in Los Angeles: Dec 4, 01:30 UTC, so Dec 3 has ended in UTC
  const laEvening = new DateInZone('2026-12-04T01:30:00.000Z', 'America/Los_Angeles');
  // Dec 4, 09:00 in Auckland: still Dec 3 in UTC
  const aucklandMorning = new DateInZone('2026-12-03T20:00:00.000Z', 'Pacific/Auckland');

  it('starts the form on her own day and 30 days later, wherever she is', () => {
    expect(defaultChallengeForm(laEvening)).toMatchObject({
      startDate: '2026-12-03',
      endDate: '2027-01-02',
    });
    expect(defaultChallengeForm(aucklandMorning)).toMatchObject({
      startDate: '2026-12-04',
      endDate: '2027-01-03',
    });
  });

  it('behind UTC, refuses her today as the end once it has ended in UTC, and takes tomorrow', () => {
    const form = { ...defaultChallengeForm(laEvening), name: 'Sunset Sprint' };
    const today = { ...form, startDate: '2026-12-03', endDate: '2026-12-03' };
    expect(validateChallengeForm(today, laEvening)).toEqual({
      endDate:
        'Challenges end at midnight UTC, so this day is already over. Choose a later end date.',
    });
    // an empty end is her today too
    expect(validateChallengeForm({ ...today, endDate: '' }, laEvening)).toEqual({
      endDate: END_DAY_OVER,
    });
    expect(earliestEndDay('2026-12-03', laEvening)).toBe('2026-12-04');
    const tomorrow = { ...today, endDate: '2026-12-04' };
    expect(validateChallengeForm(tomorrow, laEvening)).toEqual({});
    // her today is still a start she may choose: it opened at midnight UTC
    expect(toCreatePayload(tomorrow, 1, laEvening)).toMatchObject({
      startDate: '2026-12-03T00:00:00.000Z',
      endDate: '2026-12-04T23:59:59.999Z',
    });
  });

  it('behind UTC, takes her today as the end while it still runs in UTC', () => {
    const laAfternoon = new DateInZone('2026-12-03T23:30:00.000Z', 'America/Los_Angeles');
    const form = { ...defaultChallengeForm(laAfternoon), name: 'Sunset Sprint' };
    expect(earliestEndDay('', laAfternoon)).toBe('2026-12-03');
    expect(validateChallengeForm({ ...form, endDate: '2026-12-03' }, laAfternoon)).toEqual({});
  });

  it('ahead of UTC, keeps her own day: not yesterday as the start, today as the end', () => {
    const form = { ...defaultChallengeForm(aucklandMorning), name: 'Sunrise Sprint' };
    expect(
      validateChallengeForm(
        { ...form, startDate: '2026-12-03', endDate: '2026-12-04' },
        aucklandMorning,
      ),
    ).toEqual({ startDate: START_BEFORE_TODAY });
    expect(earliestEndDay('', aucklandMorning)).toBe('2026-12-04');
    const oneDay = { ...form, startDate: '2026-12-04', endDate: '2026-12-04' };
    expect(validateChallengeForm(oneDay, aucklandMorning)).toEqual({});
    // it opens at midnight UTC, a few hours on
    expect(toCreatePayload(oneDay, 1, aucklandMorning)).toMatchObject({
      startDate: '2026-12-04T00:00:00.000Z',
      endDate: '2026-12-04T23:59:59.999Z',
    });
  });

  const zones = [
    'UTC',
    'America/Los_Angeles',
    'America/New_York',
    'Pacific/Pago_Pago',
    'Europe/London',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ];
  it.each(zones)(
    'in %s, at every hour of two days, the earliest end accepted has not ended and the day before it is refused',
    (zone) => {
      for (let hour = 0; hour < 48; hour += 1) {
        const now = new DateInZone(Date.UTC(2026, 11, 3, hour, 30), zone);
        const form = { ...defaultChallengeForm(now), name: 'Any Hour' };
        const endDate = earliestEndDay(form.startDate, now);
        expect(validateChallengeForm({ ...form, endDate }, now)).toEqual({});
        const sent = toCreatePayload({ ...form, endDate }, 1, now);
        expect(Date.parse(sent.endDate)).toBeGreaterThan(now.getTime());
        const dayBefore = new Date(Date.parse(`${endDate}T12:00:00.000Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect([END_BEFORE_START, END_DAY_OVER]).toContain(
          validateChallengeForm({ ...form, endDate: dayBefore }, now).endDate,
        );
      }
    },
  );
});

describe('toCreatePayload', () => {
  it('sends buyInAmount null when buy-in is off', () => {
    const payload = toCreatePayload(
      { ...defaultChallengeForm(today), name: ' Spring Cut ', buyInAmount: '20' },
      1,
      today,
    );
    expect(payload).toEqual({
      name: 'Spring Cut',
      description: '',
      startDate: '2026-11-15T00:00:00.000Z',
      endDate: '2026-12-15T23:59:59.999Z',
      buyInAmount: null,
      hasBuyIn: false,
      challengeType: 'BodyRecomp',
      measurementTypes: ['Weight', 'Waist'],
      groupId: 1,
    });
  });

  it('sends the amount and the custom types when chosen, an empty date as today', () => {
    const form = addCustomMeasurementType(defaultChallengeForm(today), 'Calves').values;
    const payload = toCreatePayload(
      { ...form, name: 'Cut', hasBuyIn: true, buyInAmount: '12.5', startDate: '' },
      3,
      today,
    );
    expect(payload.buyInAmount).toBe(12.5);
    expect(payload.hasBuyIn).toBe(true);
    expect(payload.startDate).toBe('2026-11-15T00:00:00.000Z');
    expect(payload.measurementTypes).toEqual(['Weight', 'Waist', 'Calves']);
  });

  it('sends the start day from 00:00Z and the end day until 23:59:59.999Z, the same day included', () => {
    const form = { ...defaultChallengeForm(today), name: 'One Day' };
    const payload = toCreatePayload(
      { ...form, startDate: '2027-03-01', endDate: '2027-03-01' },
      1,
      today,
    );
    expect(payload.startDate).toBe('2027-03-01T00:00:00.000Z');
    expect(payload.endDate).toBe('2027-03-01T23:59:59.999Z');
  });

  it("sends an empty start and end as the whole of today, the member's own day", () => {
    const lateEvening = new Date(2026, 10, 15, 23, 45);
    const payload = toCreatePayload(
      { ...defaultChallengeForm(lateEvening), name: 'Today', startDate: '', endDate: '' },
      1,
      lateEvening,
    );
    expect(payload.startDate).toBe('2026-11-15T00:00:00.000Z');
    expect(payload.endDate).toBe('2026-11-15T23:59:59.999Z');
  });
});

it('shows the buy-in with 2 decimals', () => {
  expect(formatBuyIn(25)).toBe('$25.00');
  expect(formatBuyIn(12.5)).toBe('$12.50');
  expect(formatBuyIn(0)).toBe('$0.00');
});

it('writes the buy-in with thousands separators, as every figure is written', () => {
  expect(formatBuyIn(999999.99)).toBe('$999,999.99');
  expect(formatBuyIn(2147483647)).toBe('$2,147,483,647.00');
});
