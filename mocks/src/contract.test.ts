import {
  callCatalogue,
  createApiClient,
  endpoints,
  isApiError,
  type CallName,
  type CallSample,
  type CatalogueEntry,
} from '@reprally/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createMockAccessToken } from './auth';
import { db } from './db/index';
import { routeGroups, type HandlerGroupName } from './handlers/index';
import { server } from './node';
import { personas, type Persona } from './personas';
import { scenarios } from './scenarios/index';
import { useMockServer } from './testing/mock-api';

useMockServer();

const clientFor = (persona: Persona) =>
  createApiClient({
    baseURL: 'http://localhost/api/v1',
    getAccessToken: async () => createMockAccessToken(persona),
  });

/** The handler group that answers each call. */
const groupOfCall = new Map<CallName, HandlerGroupName>(
  Object.entries(routeGroups).flatMap(([name, group]) =>
    group.routes.map((route) => [route.call, name as HandlerGroupName] as const),
  ),
);

const isAdminCall = (entry: CatalogueEntry) => entry.path.startsWith('/admin/');
const personaFor = (entry: CatalogueEntry) =>
  isAdminCall(entry) ? personas.admin : personas.member;

/** Seeded records the calls can act on as Ana: her own group, its active challenge, her invite, ... */
function seededSample(name: CallName): Partial<CallSample> {
  const { tables } = db;
  const dawn = tables.groups.find((group) => group.creatorId === personas.member.sub);
  const challenge = tables.groupChallenges.find(
    (row) => row.groupId === dawn?.id && row.name === 'November Recomp',
  );
  const plainMember = tables.groupMemberships.find(
    (row) => row.groupId === dawn?.id && row.role === 'Member',
  );
  const invite = tables.invites.find((row) => row.inviteeId === personas.member.sub);
  if (!dawn || !challenge || !plainMember || !invite) throw new Error('seed changed');
  return {
    currentUserId: personas.member.sub,
    groupId: dawn.id,
    challengeId: challenge.id,
    measurementTypeId:
      tables.measurementTypes.find((row) => row.challengeId === challenge.id)?.id ?? 0,
    photoId: tables.photos.find((row) => row.groupId === dawn.id)?.id ?? 0,
    inviteId: invite.id,
    // removal and role changes act on a member of the group; an invite goes to someone outside it
    otherUserId: name === 'groups.inviteUser' ? personas.newcomer.sub : plainMember.memberId,
    badgeIds: tables.badgeAwards
      .filter((award) => award.memberId === personas.member.sub && !award.notified)
      .map((award) => award.badgeId),
    year: 2026,
    month: 11,
    searchText: 'mor',
  };
}

/** Records the JSON body of every answer the mock server gives, keyed by method and path. */
function recordAnswers() {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ response }: { response: Response }) => {
    bodies.push(
      response
        .clone()
        .text()
        .then((text) => (text ? (JSON.parse(text) as unknown) : null)),
    );
  };
  server.events.on('response:mocked', listener);
  return {
    bodies: () => Promise.all(bodies),
    stop: () => server.events.removeListener('response:mocked', listener),
  };
}

describe('the contract: every call of the api-client against the mock backend', () => {
  it('has exactly one mock handler for each of the 51 calls', () => {
    const handled = Object.values(routeGroups).flatMap((group) =>
      group.routes.map((route) => route.call),
    );
    expect(handled).toHaveLength(51);
    expect(new Set(handled).size).toBe(51);
    expect([...handled].sort()).toEqual(callCatalogue.map((entry) => entry.name).sort());
  });

  it.each(callCatalogue.map((entry) => [entry.name, entry] as const))(
    '%s succeeds as the right persona with an answer that fits its wire schema',
    async (name, entry) => {
      const answers = recordAnswers();
      try {
        // resolves only when the answer passed the client's response schema (normalised at the boundary)
        await entry.invoke(clientFor(personaFor(entry)), seededSample(name));
      } finally {
        answers.stop();
      }
      const [body, ...more] = await answers.bodies();
      expect(more).toEqual([]);
      const check = v.safeParse(endpoints[name].responseWireSchema, body);
      expect(check.issues ?? [], String(JSON.stringify(body)).slice(0, 300)).toEqual([]);
    },
  );

  it.each(callCatalogue.map((entry) => [entry.name, entry] as const))(
    '%s answered with a 500 throws exactly its error text',
    async (name, entry) => {
      const group = groupOfCall.get(name);
      if (!group) throw new Error(`no handler group for ${name}`);
      server.use(...scenarios[group].error(500, { calls: [name] }));
      const failure = await entry.invoke(clientFor(personaFor(entry)), seededSample(name)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isApiError(failure)).toBe(true);
      expect(failure).toMatchObject({
        kind: 'http',
        status: 500,
        message: entry.expectedMessage(500),
      });
    },
  );

  it.each(callCatalogue.filter(isAdminCall).map((entry) => [entry.name, entry] as const))(
    '%s refuses a member with 403',
    async (name, entry) => {
      const failure = await entry.invoke(clientFor(personas.member), seededSample(name)).then(
        () => null,
        (error: unknown) => error,
      );
      // Admin writes show the server's message when it sends one
      const message = entry.usesServerMessage
        ? 'Administrator role required'
        : entry.expectedMessage(403);
      expect(failure).toMatchObject({ kind: 'http', status: 403, message });
    },
  );

  const groupScoped = callCatalogue.filter((entry) => entry.path.startsWith('/groups/:groupId'));

  it.each(groupScoped.map((entry) => [entry.name, entry] as const))(
    '%s on a private group answers a non-member 404',
    async (name, entry) => {
      const owls = db.tables.groups.find((group) => group.name.startsWith('Night Owls'));
      const challenge = db.tables.groupChallenges.find((row) => row.groupId === owls?.id);
      if (!owls || !challenge) throw new Error('seed changed');
      const sample = {
        ...seededSample(name),
        groupId: owls.id,
        challengeId: challenge.id,
        photoId: db.tables.photos.find((row) => row.groupId === owls.id)?.id ?? 0,
      };
      const failure = await entry.invoke(clientFor(personas.member), sample).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({
        kind: 'http',
        status: 404,
        message: entry.expectedMessage(404, sample),
      });
    },
  );

  const reads = callCatalogue.filter((entry) => entry.method === 'GET');

  it.each(reads.map((entry) => [entry.name, entry] as const))(
    '%s in the empty scenario still fits its schemas',
    async (name, entry) => {
      const group = groupOfCall.get(name);
      if (!group) throw new Error(`no handler for ${name}`);
      server.use(...scenarios[group].empty({ calls: [name] }));
      const answers = recordAnswers();
      try {
        await entry.invoke(clientFor(personaFor(entry)), seededSample(name));
      } finally {
        answers.stop();
      }
      const [body] = await answers.bodies();
      expect(v.safeParse(endpoints[name].responseWireSchema, body).issues ?? []).toEqual([]);
    },
  );

  it.each(
    reads.filter((entry) => !isAdminCall(entry)).map((entry) => [entry.name, entry] as const),
  )('%s answers the newcomer, who has nothing yet, within its schemas', async (name, entry) => {
    // group reads go to Ana's public group, which anyone may look at
    await entry.invoke(clientFor(personas.newcomer), {
      ...seededSample(name),
      currentUserId: personas.newcomer.sub,
    });
  });
});
