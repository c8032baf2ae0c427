import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { fieldErrorsOf } from './field-errors';
import { apiUrl, createTestClient, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

describe('the fields a refused write names', () => {
  it('reads one complaint from a message that starts with the field path', () => {
    expect(fieldErrorsOf(400, { message: 'name: Group name is too long' })).toEqual({
      name: 'Group name is too long',
    });
    expect(fieldErrorsOf(400, { message: '0.value: Each value must be a number' })).toEqual({
      '0.value': 'Each value must be a number',
    });
    expect(fieldErrorsOf(422, { message: 'measurementTypes.2: Too long' })).toEqual({
      'measurementTypes.2': 'Too long',
    });
  });

  it('reads every field of a validation problem document, first message each, paths as the body spells them', () => {
    const body = {
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        Name: ['The Name field is required.', 'second'],
        '$.Items[1].Value': 'Must be a number',
        Bio: [],
        '': ['no path'],
      },
    };
    expect(fieldErrorsOf(400, body)).toEqual({
      name: 'The Name field is required.',
      'items.1.value': 'Must be a number',
    });
  });

  it('names no field for other answers', () => {
    // a sentence, not a path
    expect(fieldErrorsOf(400, { message: 'This challenge has ended' })).toEqual({});
    expect(fieldErrorsOf(400, { message: 'The id in the body does not match: the path' })).toEqual(
      {},
    );
    expect(fieldErrorsOf(400, { message: 'name: ' })).toEqual({});
    // not a refusal of what was sent
    expect(fieldErrorsOf(500, { message: 'name: Database down' })).toEqual({});
    expect(fieldErrorsOf(409, { errors: { name: ['Taken'] } })).toEqual({});
    // no body, or not an object
    expect(fieldErrorsOf(400, null)).toEqual({});
    expect(fieldErrorsOf(400, 'name: plain text')).toEqual({});
    expect(fieldErrorsOf(400, [{ message: 'name: x' }])).toEqual({});
  });
});

describe('a client call refused with named fields', () => {
  it('carries them on its error, with the catalogue text as its message', async () => {
    server.use(
      http.post(apiUrl('/groups'), () =>
        HttpResponse.json({ message: 'name: Group name is already taken' }, { status: 400 }),
      ),
    );
    const error: unknown = await createTestClient()
      .groups.create({ name: 'Dawn', description: '', isPrivate: true, creatorId: 'u1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to create group: 400');
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Group name is already taken' });
  });

  it('carries none for a network failure', async () => {
    server.use(http.post(apiUrl('/groups'), () => HttpResponse.error()));
    const error = (await createTestClient()
      .groups.create({ name: 'Dawn', description: '', isPrivate: true, creatorId: 'u1' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.fieldErrors).toEqual({});
  });
});
