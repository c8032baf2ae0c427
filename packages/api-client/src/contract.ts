import { callEndpoints, callNames, type CallName } from './endpoints';
import { requestSchemas } from './request-schemas';
import { responseSchemas } from './response-schemas';

type Contract = {
  [Name in CallName]: (typeof callEndpoints)[Name] &
    (typeof requestSchemas)[Name] & {
      responseWireSchema: (typeof responseSchemas)[Name]['wire'];
      responseSchema: (typeof responseSchemas)[Name]['normalised'];
    };
};

/**
 * The 51 calls of the API with everything both sides read: method, path, error prefix, auth,
 * body kind, the schemas of the request and of the response. The mock backend registers a
 * handler per entry and answers `responseWireSchema`; the client reads `callEndpoints` and loads
 * `responseSchemas` when it first needs them.
 */
export const endpoints = Object.fromEntries(
  callNames.map((name) => [
    name,
    {
      ...callEndpoints[name],
      ...requestSchemas[name],
      responseWireSchema: responseSchemas[name].wire,
      responseSchema: responseSchemas[name].normalised,
    },
  ]),
) as Contract;
