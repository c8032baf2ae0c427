/**
 * The app's page boot marks <html> with this before any script runs when a member who signed in
 * recently opens a page: the page built into index.html then shows the frame she will get (the
 * navigation's and the header's places kept), until the app has rendered.
 */
export const MEMBER_FRAME = '[data-boot="member"]';
