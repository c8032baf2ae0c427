/**
 * A Date as a browser in `timeZone` holds it, for tests and stories: its local year, month, day
 * and time are that zone's, whatever zone the code runs in (its UTC parts and instant are
 * unchanged), and so are those of the copies date-fns makes of it. Only its getters follow the
 * zone: build other dates from its day ('yyyy-MM-dd'), not with its local setters.
 */
export class DateInZone extends Date {
  readonly #timeZone: string;
  readonly #parts: Record<string, number>;

  constructor(instant: string | number | Date, timeZone: string) {
    super(instant);
    this.#timeZone = timeZone;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    }).formatToParts(this);
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    this.#parts = Object.fromEntries(
      parts.map(({ type, value }) => [
        type,
        type === 'weekday' ? weekdays.indexOf(value) : Number(value),
      ]),
    );
  }

  /** A copy date-fns makes of this date (to read or shift it) stays in the same zone. */
  [Symbol.for('constructDateFrom')](value: string | number | Date): DateInZone {
    return new DateInZone(value, this.#timeZone);
  }

  #part(type: string): number {
    return this.#parts[type] ?? Number.NaN;
  }
  override getFullYear() {
    return this.#part('year');
  }
  override getMonth() {
    return this.#part('month') - 1;
  }
  override getDate() {
    return this.#part('day');
  }
  override getDay() {
    return this.#part('weekday');
  }
  override getHours() {
    return this.#part('hour');
  }
  override getMinutes() {
    return this.#part('minute');
  }
  override getSeconds() {
    return this.#part('second');
  }
}
