import {
  createActor,
  fromCallback,
  getNextTransitions,
  pathToStateValue,
  SimulatedClock,
} from 'xstate';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InputFrom,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { AdjacencyMap } from 'xstate/graph';
import { expect } from 'vitest';

type EventsFor<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
) => readonly AnyEventObject[];

export interface PathCoverageConfig<TMachine extends AnyStateMachine> {
  /** The machine with its actions provided (spies); its actors are replaced by ones that never settle. */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Several starting inputs (e.g. with and without a callback in the URL), covered together. */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Concrete events to try, by event type (done/error events of actors need their output or
   * error here). A type without an entry is tried as a bare `{ type }`.
   */
  events?: Partial<Record<string, EventsFor<TMachine>>>;
  /**
   * End-of-path assertions, keyed by state path ('set.reached'). Every reachable snapshot
   * must match at least one key, and each matching check runs on it with the events that
   * led there (so a check can tie the state to what happened: the marker was present…).
   */
  /**
   * Parts this configuration cannot reach by design (e.g. badge evaluation on the challenge
   * form). They must really stay unreached, so the list cannot hide a broken transition.
   */
  unreachable?: { states?: readonly string[]; transitions?: readonly string[] };
  states: Record<
    string,
    (
      snapshot: SnapshotFrom<TMachine>,
      route: { events: AnyEventObject[]; last: AnyEventObject | undefined },
    ) => void
  >;
}

export interface PathCoverageReport {
  paths: number;
  stateNodes: number;
  transitions: number;
}

// JSON renders every Blob and every Error as {}: give each a stand-in, so two different photos
// stay two states, and two failures (a network error, a refusal) stay two events
function serialize(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) => {
    if (inner instanceof Blob) return `Blob(${inner.type}, ${inner.size} bytes)`;
    if (inner instanceof Error) return { ...inner, name: inner.name, message: inner.message };
    return inner;
  });
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { value, context } = snapshot;
  return serialize({ value, context });
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

function shortId(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

function guardName(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [inline guard]';
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  // after-transition event types end with the state id; the delay name is what reads well
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType.replace(/^xstate\.(done|error)\.actor\./, '$1:');
}

/** One line per transition definition: 'unset --SAVE [isValidTarget]--> saving'. */
export function describeTransition(transition: AnyTransitionDefinition): string {
  const siblings =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  const index = siblings.indexOf(transition);
  const branch = siblings.length > 1 ? `#${index + 1}` : '';
  const targets = transition.target?.map(shortId).join(', ') ?? '(stays)';
  const reenter = transition.reenter ? ' (reenter)' : '';
  return `${shortId(transition.source)} --${eventLabel(transition.eventType)}${branch}${guardName(transition)}--> ${targets}${reenter}`;
}

function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [
    ...(node.always ?? []),
    ...[...node.transitions.values()].flat(),
  ]);
}

/** The machine's whole transition table, sorted, so a test can state the flow it expects. */
export function transitionTable(machine: AnyStateMachine): string[] {
  return allTransitions(machine).map(describeTransition).sort();
}

function neverSettlingActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors);
  return Object.fromEntries(names.map((name) => [name, fromCallback(() => () => undefined)]));
}

/**
 * Model-based path coverage with xstate/graph: walks every reachable snapshot and every
 * transition out of it, plays the shortest path to each snapshot on a live actor and each
 * transition out of it on a live actor restored from there (actors never settle; their
 * done/error events and timers come from the path), checks the live snapshot equals the
 * model's, runs the end-of-path assertions, and fails unless every state node was reached
 * and every transition definition was taken at least once.
 */
export function checkPathCoverage<TMachine extends AnyStateMachine>(
  config: PathCoverageConfig<TMachine>,
): PathCoverageReport {
  const { machine, events = {}, states } = config;
  const inputs = config.inputs ?? [config.input];
  const eventsFor = (snapshot: SnapshotFrom<TMachine>): AnyEventObject[] => {
    const types = new Set(
      getNextTransitions(snapshot as AnyMachineSnapshot)
        .map((transition) => transition.eventType)
        .filter((type) => type !== '' && type !== '*'),
    );
    return [...types].flatMap((type) => {
      const make = events[type];
      return make ? [...make(snapshot)] : [{ type }];
    });
  };

  const replayMachine = machine.provide({ actors: neverSettlingActors(machine) });
  const expectedNodes = allStateNodes(machine).filter((node) => node.path.length > 0);
  const expectedTransitions = new Set(allTransitions(machine).map(describeTransition));
  const reachedNodes = new Set<string>();
  const takenTransitions = new Set<string>();
  let paths = 0;

  for (const input of inputs) {
    const traversal = {
      input,
      events: eventsFor,
      serializeState,
      serializeEvent: serialize,
      limit: 50_000,
    };
    // xstate/graph's option types are keyed to the machine's own events; done/error events are not among them
    const options = traversal as unknown as Parameters<typeof getShortestPaths<TMachine>>[1];

    const shortest = new Map<string, AnyEventObject[]>();
    for (const path of getShortestPaths(machine, options)) {
      shortest.set(
        serializeState(path.state),
        path.steps.slice(1).map((step) => step.event as AnyEventObject),
      );
    }
    const adjacency = getAdjacencyMap(machine, options as never) as AdjacencyMap<
      AnyMachineSnapshot,
      AnyEventObject
    >;

    // the root's own microsteps (initial ones happen before createActor returns)
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const transition of inspection._transitions) {
        takenTransitions.add(describeTransition(transition));
        // transient states (left at once by an eventless transition) count as reached
        reachedNodes.add(shortId(transition.source));
      }
    };
    for (const [sourceKey, { transitions }] of Object.entries(adjacency)) {
      const prefix = shortest.get(sourceKey);
      if (!prefix) throw new Error(`No path found to ${sourceKey}`);
      const edges = Object.values(transitions) as Array<{
        event: AnyEventObject;
        state: AnyMachineSnapshot;
      }>;
      // the path to the source is played once on a live actor; each way out of it starts from
      // that actor's snapshot, restored, rather than playing the path again: the same live
      // states at a fraction of the work (a walk replays tens of thousands of edges)
      const source = createActor(replayMachine, { input, clock: new SimulatedClock(), inspect });
      source.start();
      for (const step of prefix) source.send(step);
      const atSource = source.getPersistedSnapshot();
      source.stop();
      for (const { event, state: expected } of edges) {
        paths += 1;
        const steps = [...prefix, event];
        const actor = createActor(replayMachine, {
          input,
          snapshot: atSource,
          clock: new SimulatedClock(),
          inspect,
        });
        actor.start();
        actor.send(event);
        const live: AnyMachineSnapshot = actor.getSnapshot();
        actor.stop();

        const route = steps.map((step) => step.type).join(' → ') || '(start)';
        expect(serializeState(live), `live actor vs model after ${route}`).toBe(
          serializeState(expected),
        );
        for (const node of expectedNodes) {
          if (live.matches(pathToStateValue(node.path))) reachedNodes.add(shortId(node));
        }
        const checks = Object.entries(states).filter(([key]) =>
          live.matches(pathToStateValue(key.split('.'))),
        );
        expect(
          checks.length,
          `no end-of-path assertion for ${JSON.stringify(live.value)} (${route})`,
        ).toBeGreaterThan(0);
        for (const [key, check] of checks) {
          try {
            check(live as SnapshotFrom<TMachine>, { events: steps, last: steps.at(-1) });
          } catch (error) {
            if (error instanceof Error) {
              error.message += `\n  in '${key}' at the end of: ${steps.map((step) => JSON.stringify(step)).join(' → ')}`;
            }
            throw error;
          }
        }
      }
    }
  }

  const unreachableStates = new Set(config.unreachable?.states ?? []);
  const unreachableTransitions = new Set(config.unreachable?.transitions ?? []);
  const missingNodes = expectedNodes
    .map(shortId)
    .filter((id) => !reachedNodes.has(id) && !unreachableStates.has(id));
  expect(missingNodes, 'state nodes never reached').toEqual([]);
  const missingTransitions = [...expectedTransitions].filter(
    (t) => !takenTransitions.has(t) && !unreachableTransitions.has(t),
  );
  expect(missingTransitions, 'transitions never taken').toEqual([]);
  expect(
    [...unreachableStates].filter((id) => reachedNodes.has(id)),
    'states declared unreachable but reached',
  ).toEqual([]);
  expect(
    [...unreachableTransitions].filter((t) => takenTransitions.has(t)),
    'transitions declared unreachable but taken',
  ).toEqual([]);

  return { paths, stateNodes: expectedNodes.length, transitions: expectedTransitions.size };
}
