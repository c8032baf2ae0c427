import { assertChromium } from './chromium.mjs';

assertChromium();
