import { vars } from '../../theme/vars.css';

/**
 * The gap a bar that stays over the page keeps between itself and a control scrolled into view.
 * Read here, at build time, so the code that sets the padding carries this one value rather
 * than the whole theme contract.
 */
export const scrollPaddingGap = vars.space.xs;
