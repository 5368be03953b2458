/**
 * Whether the browser says it is online (`navigator.onLine` is not false; true where there is no navigator). Only a
 * browser that says it is offline has the visitor check their connection: with it online, a request with no answer
 * is the server's, the page's policy's or the network's beyond it, and "check your internet connection" would blame
 * the visitor (a host-page review: the lender's API down, and a page whose connect-src left it out).
 */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
