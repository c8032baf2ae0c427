import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { rootTextSize } from '../../testing/root-text-size';
import { hostileLabel, longWord, rightToLeftText } from '../Field/hostile-content';
import { Select, type SelectOption } from './Select';
import { componentModes } from '../../foundations/modes';

// the photo types of a group feed post; Meal is the default
const photoTypes: SelectOption[] = [
  { value: 'Meal', label: 'Meal' },
  { value: 'Temptation', label: 'Temptation' },
  { value: 'Progress', label: 'Progress' },
  { value: 'Workout', label: 'Workout' },
];

/**
 * While open, Radix hides the page behind the list with aria-hidden and keeps focus in the list,
 * so the hidden trigger cannot be reached; axe's aria-hidden-focus cannot see that trap.
 */
const openOverlayParameters = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

const meta = {
  title: 'Primitives/Select',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Select,
  args: { label: 'Photo type', options: photoTypes, onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'Meal' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveTextContent('Meal');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Progress' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Progress');
    await expect(trigger).toHaveTextContent('Progress');
    await expect(trigger).toHaveFocus();
  },
};

export const WithKeyboard: Story = {
  args: { placeholder: 'Choose a type' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveTextContent('Choose a type');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).not.toHaveTextContent('Choose a type');
  },
};

export const Open: Story = {
  parameters: openOverlayParameters,
  args: { defaultValue: 'Workout', description: 'What the photo shows.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Photo type' }));
    await expect(await screen.findByRole('option', { name: 'Workout' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choose a type', required: true, error: 'Please choose a photo type' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please choose a photo type');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Meal', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Photo type' })).toBeDisabled();
  },
};

export const LongHostileContent: Story = {
  args: {
    label: hostileLabel,
    defaultValue: 'long',
    options: [
      { value: 'long', label: longWord },
      { value: 'rtl', label: rightToLeftText },
    ],
  },
};

/** The trigger's box, its text and its chevron, as she sees them. */
const pickerParts = (trigger: HTMLElement) => {
  const text = trigger.querySelector('span')!;
  const chevron = trigger.querySelector('svg')!;
  return {
    trigger: trigger.getBoundingClientRect(),
    text,
    chevron: chevron.getBoundingClientRect(),
  };
};

/**
 * A picker standing on its own (e.g. the measurement type above a challenge's board) is as wide
 * as its longest option and its chevron, whichever option is chosen: the chevron stays beside the
 * text rather than at the far end of a bar as wide as the page.
 */
export const AsWideAsItsLongestOption: Story = {
  args: { width: 'longestOption', defaultValue: 'Meal' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    const field = trigger.parentElement!.parentElement!.getBoundingClientRect();
    const withMeal = pickerParts(trigger);
    // far narrower than its column
    await expect(withMeal.trigger.width).toBeLessThan(field.width / 2);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Temptation' }));
    const withLongest = pickerParts(trigger);
    // the same width with every option: nothing moves when she picks another
    await expect(withLongest.trigger.width).toBe(withMeal.trigger.width);
    // the longest option shows whole, its chevron right after it
    await expect(withLongest.text.scrollWidth).toBeLessThanOrEqual(withLongest.text.clientWidth);
    const textEnd = withLongest.text.getBoundingClientRect().right;
    await expect(withLongest.chevron.left - textEnd).toBeLessThanOrEqual(8);
  },
};

/**
 * On a phone, a picker whose longest option is longer than the screen is as wide as its column
 * and no wider, the option cut short with an ellipsis, even with the text at 200 %. It sets the
 * phone itself: this primitive's pictures are taken in the light desktop mode only.
 */
export const LongestOptionOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    width: 'longestOption',
    defaultValue: 'long',
    options: [
      { value: 'short', label: 'Meal' },
      { value: 'long', label: longWord },
    ],
  },
  beforeEach: rootTextSize('200%'),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    const box = trigger.getBoundingClientRect();
    const column = canvasElement.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(column.right + 0.5);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * On a phone, the open list of a picker whose options are longer than the screen (a custom
 * measurement type may be a sentence) stays inside the window: a long option wraps onto more
 * lines rather than running past the screen's edge, where it could not be read or scrolled to.
 * It sets the phone itself, as this primitive runs in the light desktop mode only, and takes no
 * picture: its picture held the trigger alone, not the list over it.
 */
export const LongOptionsListOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...openOverlayParameters, chromatic: { disableSnapshot: true } },
  args: {
    label: 'Measurement type',
    width: 'longestOption',
    defaultValue: 'Weight',
    options: [
      { value: 'Weight', label: 'Weight' },
      { value: 'forearm', label: 'Circumference of the left forearm measured at the widest point' },
      { value: 'word', label: longWord },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Measurement type' }));
    const list = await screen.findByRole('listbox');
    const windowWidth = document.documentElement.clientWidth;
    const box = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(windowWidth);
    const weight = screen.getByRole('option', { name: 'Weight' });
    for (const option of screen.getAllByRole('option')) {
      const optionBox = option.getBoundingClientRect();
      await expect(optionBox.right).toBeLessThanOrEqual(box.right);
      // every word of it in sight: none cut at the list's edge
      await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
      if (option !== weight) {
        await expect(optionBox.height).toBeGreaterThan(weight.getBoundingClientRect().height);
      }
    }
    await userEvent.click(screen.getByRole('option', { name: /^Circumference/ }));
    await expect(canvas.getByRole('combobox', { name: 'Measurement type' })).toHaveTextContent(
      /^Circumference/,
    );
  },
};

/** In a form's column a select fills the column, as the text fields beside it (the default). */
export const FillsItsColumn: Story = {
  args: { defaultValue: 'Meal' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Photo type' });
    const field = trigger.parentElement!.getBoundingClientRect();
    await expect(trigger.getBoundingClientRect().width).toBe(field.width);
  },
};

/**
 * On a phone on its side (667 x 375) a list of more options than the window holds stays inside
 * the window, and every option can be scrolled whole into it and pressed. The check is about a
 * window's height, which no visual mode has, so the story sets that viewport itself; it takes
 * no picture.
 */
export const ListInsideAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { ...openOverlayParameters, chromatic: { disableSnapshot: true } },
  args: {
    label: 'Reminder time',
    options: Array.from({ length: 14 }, (_, hour) => {
      const time = `${String(hour + 6).padStart(2, '0')}:00`;
      return { value: time, label: time };
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Reminder time' }));
    const list = await screen.findByRole('listbox');
    const box = list.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{End}');
    const last = screen.getByRole('option', { name: '19:00' });
    await waitFor(() => expect(last).toHaveFocus());
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(last.contains(document.elementFromPoint(lastBox.left + 8, lastBox.top + 3))).toBe(
      true,
    );
  },
};
