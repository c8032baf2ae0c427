import { REGION_KNOWN_MS } from '../live/region-known';
/** The attribute FieldError carries: a field's error line among what its control names. */
const FIELD_ERROR_ATTRIBUTE = 'data-field-error';

/** The id of the live region (FieldAnnouncer) of the field whose control has `controlId`. */
export const announcerIdOf = (controlId: string) => `${controlId}-announcer`;

/** The control's error as its aria-describedby names it: its error line, else all it names. */
function errorTextOf(control: Element): string {
  const named = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element): element is HTMLElement => element !== null);
  const errors = named.filter((element) => element.hasAttribute(FIELD_ERROR_ATTRIBUTE));
  return (errors.length > 0 ? errors : named)
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The saying last set up, taken out once focus moves on so no one comes across it stale. */
let last: {
  region: HTMLElement;
  line: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
  control: Element;
} | null = null;

function clearLast() {
  if (!last) return;
  clearTimeout(last.timer);
  if (last.line.parentNode === last.region) last.region.replaceChildren();
  last = null;
  document.removeEventListener('focusin', clearOnFocusElsewhere);
}

/** Focus moving to another control ends the saying; focus coming back to its own (the system's
 * file picker closing, the window regained) does not. */
function clearOnFocusElsewhere(event: FocusEvent) {
  if (last && event.target === last.control) return;
  clearLast();
}

/**
 * Says the error of `control`, which already has focus, in its field's live region
 * (FieldAnnouncer). Focus moving to a control makes a screen reader read its error with it;
 * focus that stays where it is makes no such event, and a refused submit from the field she is
 * in would otherwise say nothing. Each call is said, the same message again too: each saying is
 * a new node in the region.
 */
export function announceErrorOf(control: Element): void {
  const region = control.id ? document.getElementById(announcerIdOf(control.id)) : null;
  const text = errorTextOf(control);
  if (!region || !text) return;
  clearLast();
  const line = document.createElement('span');
  line.textContent = text;
  // the field's live region comes with its error, often in the same render
  const timer = setTimeout(() => region.replaceChildren(line), REGION_KNOWN_MS);
  last = { region, line, timer, control };
  document.addEventListener('focusin', clearOnFocusElsewhere);
}
