import { describe, expect, it } from 'vitest';
import { displayablePhotoUrl } from './photo-url';

describe('displayablePhotoUrl: only http(s) and same-origin paths are shown', () => {
  it.each([
    'https://cdn.reprally.app/p/1.jpg',
    'HTTPS://cdn.reprally.app/p/1.jpg',
    'http://localhost:4173/photos/2.png',
    'https://cdn.reprally.app:8443/p/1.jpg?size=96#top',
    '/api/v1/media/avatar-5-AM.svg',
    '/media/ana%20moreno.jpg',
    '/media/%2F%2Fstill-a-path.jpg',
    '/',
  ])('shows %s unchanged', (url) => {
    expect(displayablePhotoUrl(url)).toBe(url);
  });

  it.each([
    // script schemes, plain and disguised
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    // inline and local data
    'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E',
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:image/jpeg;base64,/9j/4AAQ',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://reprally.app/0b6a1c8e-2f7d-4a55-9d4c-3c1b7d7e1f00',
    'file:///etc/passwd',
    'filesystem:https://reprally.app/temporary/a.png',
    'ftp://files.example/a.jpg',
    'ws://reprally.app/socket',
    // other hosts by the back door
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    '\\\\evil.example/a.jpg',
    '/\t/evil.example/a.jpg',
    'https:/evil.example/a.jpg',
    'https:evil.example/a.jpg',
    'https://user:secret@cdn.reprally.app/a.jpg',
    'https://cdn.reprally.app\\@evil.example/a.jpg',
    // padded
    ' https://cdn.reprally.app/p/1.jpg',
    'https://cdn.reprally.app/p/1.jpg ',
    '\n/api/v1/media/a.svg',
    // bare relative paths resolve against whatever page shows them
    'media/ana.jpg',
    './media/ana.jpg',
    '../media/ana.jpg',
    '?v=1',
    '#top',
    'https://',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(displayablePhotoUrl(url)).toBeNull();
  });
});
