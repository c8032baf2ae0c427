/** One formatter per range of decimals, in the locale counts are written in (en-US). */
const decimalFormats = new Map<string, Intl.NumberFormat>();

function decimalFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}-${maxDecimals}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    decimalFormats.set(key, format);
  }
  return format;
}

/**
 * A number with decimals, written the way `formatCount` writes counts, so that no screen writes
 * 100000.0 where another writes 100,000: thousands separators in its whole part and between
 * `minDecimals` and `maxDecimals` digits after the point ('100,000.0'; with 1 to 2 decimals,
 * 73 → '73.0', 72.3 → '72.3', 82.456 → '82.46').
 */
export function formatDecimal(
  value: number,
  minDecimals: number,
  maxDecimals: number = minDecimals,
): string {
  return decimalFormat(minDecimals, maxDecimals).format(value);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount of money in dollars, with cents and thousands separators: '$25.00', '$999,999.99'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
