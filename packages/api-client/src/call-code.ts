// What a call needs once it is made, loaded on demand in one piece (`preloadCallCode` in http.ts):
// the HTTP transport (axios) and the schemas that read the answers.
export { responseSchemas } from './response-schemas';
export { createTransport, describeFailure } from './transport';
