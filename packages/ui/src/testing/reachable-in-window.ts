import { expect } from 'storybook/test';

/**
 * Every control of a layer (a dialog, a confirmation, a menu) can be brought whole into the
 * window by scrolling inside the layer, and pressed there: scrolled to the nearest edge, each
 * control's box is inside the window, and what a pointer finds just inside its top and bottom
 * edges is the control itself (neither cut off by a box that does not scroll, nor covered by
 * another part of the layer).
 */
export async function expectEveryControlReachable(
  layer: HTMLElement,
  selector = 'button, input, select, textarea, a[href], [role="menuitem"], [role="option"]',
) {
  const controls = layer.querySelectorAll<HTMLElement>(selector);
  await expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = control.getBoundingClientRect();
    const name =
      control.getAttribute('aria-label') ??
      (control.textContent || (control as HTMLInputElement).labels?.[0]?.textContent) ??
      control.tagName;
    const inWindow = box.top >= 0 && box.bottom <= window.innerHeight;
    await expect({ name, top: box.top, bottom: box.bottom, inWindow }).toEqual({
      name,
      top: box.top,
      bottom: box.bottom,
      inWindow: true,
    });
    const x = box.left + box.width / 2;
    const pressable = [box.top + 3, box.bottom - 3].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && control.contains(hit);
    });
    await expect({ name, pressable }).toEqual({ name, pressable: true });
  }
}
