import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent as userEventApi, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Stack } from '../../layout/Stack';
import { hostileLabel } from '../Field/hostile-content';
import { FilePicker } from './FilePicker';
import { componentModes } from '../../foundations/modes';
import { rootTextSize } from '../../testing/root-text-size';
import { drawnPhoto } from '../../testing/drawn-photo';

// a 1x1 PNG, built in the story so no fixture file is needed
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
const pngFile = (name = 'leg-day.png') => new File([pngBytes()], name, { type: 'image/png' });
const savedPhotoUrl = `data:image/png;base64,${PNG_BASE64}`;

const meta = {
  title: 'Primitives/FilePicker',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: FilePicker,
  args: {
    label: 'Profile photo',
    description: 'Images only; we resize it to fit 300x300.',
    onFileChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const createUrl = spyOn(URL, 'createObjectURL');
    const revokeUrl = spyOn(URL, 'revokeObjectURL');
    const input = canvas.getByLabelText(/Profile photo/);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();

    const first = pngFile();
    await userEvent.upload(input, first);
    const preview = await canvas.findByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('leg-day.png')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(first);

    // a new choice replaces the preview and frees the old one
    const firstUrl = preview.getAttribute('src');
    await userEvent.upload(input, pngFile('arm-day.png'));
    await expect(await canvas.findByText('arm-day.png')).toBeVisible();
    await expect(revokeUrl).toHaveBeenCalledWith(firstUrl);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(revokeUrl).toHaveBeenCalledTimes(createUrl.mock.calls.length);
    await expect(input).toHaveFocus();
    createUrl.mockRestore();
    revokeUrl.mockRestore();
  },
};

/**
 * With the page's text at 300 % on a phone, in a card as in a group's feed, 'Choose image' is
 * wider than the field: its words wrap inside the button, which stays inside the field (it ran
 * 33 px past a phone's screen). It sets the phone itself: this primitive's pictures are taken in
 * the light desktop mode only.
 */
export const LargeText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Card title="Share a photo" padding="lg">
      <FilePicker {...args} label="Photo" description={undefined} />
    </Card>
  ),
  beforeEach: rootTextSize('300%'),
  play: async ({ canvas }) => {
    const look = canvas.getByText('Choose image');
    const button = look.getBoundingClientRect();
    // the field: the box around its label and its control
    const field = canvas
      .getByText('Photo')
      .closest('label')!
      .parentElement!.getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(field.right);
    await expect(button.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // two lines of the label
    const textSize = parseFloat(getComputedStyle(look).fontSize);
    await expect(button.height).toBeGreaterThan(2 * textSize);
  },
};

export const FreesPreviewWhenClosed: Story = {
  render: function ClosablePicker(args) {
    const [shown, setShown] = useState(true);
    return (
      <Stack gap="md" align="flex-start">
        {shown ? <FilePicker {...args} /> : <p>Photo step closed.</p>}
        <Button variant="secondary" onClick={() => setShown(false)}>
          Close photo step
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const revokeUrl = spyOn(URL, 'revokeObjectURL');
    await userEvent.upload(canvas.getByLabelText(/Profile photo/), pngFile());
    const preview = await canvas.findByRole('img', { name: 'Preview of the chosen image' });
    const url = preview.getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Close photo step' }));
    await expect(canvas.getByText('Photo step closed.')).toBeVisible();
    await expect(revokeUrl).toHaveBeenCalledWith(url);
    revokeUrl.mockRestore();
  },
};

export const KeyboardAccessible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText(/Profile photo/);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleName('Profile photo Choose image');
    await expect(input).toHaveAccessibleDescription('Images only; we resize it to fit 300x300.');
  },
};

/** The parent keeps the photo it was given (a failed save keeps every input, the photo too). */
export const WithPreviewUrl: Story = {
  args: { error: 'Could not save your profile. Your changes are kept.' },
  render: function KeptPhoto(args) {
    const [kept, setKept] = useState<string | undefined>(savedPhotoUrl);
    return (
      <FilePicker
        {...args}
        previewUrl={kept}
        onRemove={() => {
          args.onRemove?.();
          setKept(undefined);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const preview = canvas.getByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview).toHaveAttribute('src', savedPhotoUrl);
    await expect(canvas.getByLabelText(/Profile photo/)).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Whether the point `x`, `y` (as fractions of the box) of `element` is part of it, for a press. */
const covers = (element: Element, x: number, y: number) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + x * box.width, box.top + y * box.height) === element;
};

/**
 * A profile photo's preview is a circle, as the profile shows the photo; 'Remove' is as large as
 * 'Choose image' beside it.
 */
export const ProfilePhotoInACircle: Story = {
  args: { shape: 'circle', previewUrl: savedPhotoUrl },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Preview of the chosen image' });
    // its middle is the picture, its corner is not: a square's corner, even rounded, would be
    await expect(covers(preview, 0.5, 0.5)).toBe(true);
    await expect(covers(preview, 0.1, 0.1)).toBe(false);
    const choose = canvas.getByText('Choose image').parentElement!.getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: 'Remove' });
    await expect(remove.getBoundingClientRect().height).toBe(choose.height);
    await expect(parseFloat(getComputedStyle(remove).fontSize)).toBe(
      parseFloat(getComputedStyle(canvas.getByText('Choose image')).fontSize),
    );
  },
};

/** By default the preview is a square with rounded corners. */
export const PhotoInASquare: Story = {
  args: { label: 'Photo', description: undefined, previewUrl: savedPhotoUrl },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Preview of the chosen image' });
    await expect(covers(preview, 0.1, 0.1)).toBe(true);
    const choose = canvas.getByText('Choose image').parentElement!.getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: 'Remove' }).getBoundingClientRect();
    await expect(remove.height).toBe(choose.height);
  },
};

/**
 * 'Remove' is drawn as 'Choose image' beside it, bordered and the same size, as the two are peers;
 * from the keyboard it comes after the picker, and removing the photo brings her back to it.
 */
export const RemoveLooksLikeChooseImage: Story = {
  args: { label: 'Photo', description: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Photo/);
    await userEvent.upload(input, pngFile());
    const chooseLook = getComputedStyle(canvas.getByText('Choose image').parentElement!);
    const remove = await canvas.findByRole('button', { name: 'Remove' });
    const removeLook = getComputedStyle(remove);
    for (const property of [
      'borderTopWidth',
      'borderTopStyle',
      'borderTopColor',
      'borderTopLeftRadius',
      'backgroundColor',
      'color',
      'fontSize',
      'fontWeight',
      'height',
    ] as const) {
      await expect({ [property]: removeLook[property] }).toEqual({
        [property]: chooseLook[property],
      });
    }
    // a border she can see, not a transparent one
    await expect(removeLook.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
    // from the picker, Tab reaches 'Remove'; removing the photo brings her back to the picker
    input.focus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

/** Where `picture` draws its image inside its border, from its `object-fit`. */
const drawnImage = (picture: HTMLImageElement) => {
  const box = { width: picture.clientWidth, height: picture.clientHeight };
  const across = box.width / picture.naturalWidth;
  const down = box.height / picture.naturalHeight;
  const fit = getComputedStyle(picture).objectFit;
  if (fit === 'fill') return { box, width: box.width, height: box.height };
  const scale =
    fit === 'cover'
      ? Math.max(across, down)
      : fit === 'none'
        ? 1
        : fit === 'scale-down'
          ? Math.min(1, across, down)
          : Math.min(across, down);
  return { box, width: picture.naturalWidth * scale, height: picture.naturalHeight * scale };
};

/** She chooses `photo` and sees it whole, unstretched, in a 4:3 frame. */
const seenWholeInFrame = async (root: HTMLElement, photo: File) => {
  const canvas = within(root);
  await userEventApi.upload(canvas.getByLabelText(/Photo/), photo);
  const preview = await canvas.findByRole('img', { name: 'Preview of the chosen image' });
  if (!(preview instanceof HTMLImageElement)) throw new Error('the preview is not a picture');
  await waitFor(() => expect(preview.naturalWidth).toBeGreaterThan(0));
  const frame = preview.getBoundingClientRect();
  await expect(frame.width / frame.height).toBeCloseTo(4 / 3, 1);
  const drawn = drawnImage(preview);
  // the whole picture is in the frame, in its own proportions, as large as the frame allows
  await expect(drawn.width).toBeLessThanOrEqual(drawn.box.width + 0.5);
  await expect(drawn.height).toBeLessThanOrEqual(drawn.box.height + 0.5);
  await expect(drawn.width / drawn.height).toBeCloseTo(
    preview.naturalWidth / preview.naturalHeight,
  );
  await expect(
    Math.max(drawn.width / drawn.box.width, drawn.height / drawn.box.height),
  ).toBeCloseTo(1);
};

/**
 * A group feed shows a shared photo whole in a 4:3 frame, so its share form previews the photo
 * in that frame: a wide photo and a tall one show whole, with the frame's ground beside them,
 * where a square would have cut their ends off.
 */
export const FeedPhotoWholeInItsFrame: Story = {
  args: { shape: 'frame', label: 'Photo', description: undefined },
  play: async ({ canvasElement }) => {
    await seenWholeInFrame(canvasElement, await drawnPhoto(120, 30, 'wide.png'));
    await seenWholeInFrame(canvasElement, await drawnPhoto(30, 90, 'tall.png'));
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas, args }) => {
    // the OS picker can still offer 'All files'; the picker must say no itself
    const user = userEventApi.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/Profile photo/);
    await user.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(canvas.getByText('Please choose an image file.')).toBeVisible());
    await expect(input).toBeInvalid();
    // focus stays on the input as the system's picker closes: the refusal is said aloud
    const said = document.getElementById(`${input.id}-announcer`);
    await waitFor(() => expect(said).toHaveTextContent('Please choose an image file.'));
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { required: true, label: 'Photo', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Photo/)).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, previewUrl: savedPhotoUrl },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Profile photo/)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  },
};

export const LongHostileContent: Story = {
  args: { label: hostileLabel, description: hostileLabel },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
