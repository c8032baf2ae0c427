import type { AnyEventObject } from 'xstate';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { controlledActor, flushPromises } from '../testing/deferred';
import { checkPathCoverage, transitionTable } from '../testing/path-coverage';
import { describe, expect, it, vi } from 'vitest';
import type { MemberProfile, ResizePhotoRequest } from './profileSave.machine';
import { profileSaveMachine, selectProfileSaveView } from './profileSave.machine';

const ana: MemberProfile = { name: 'Ana', bio: null, profilePhotoUrl: null, points: 120 };
const anaSaved: MemberProfile = {
  name: 'Ana B',
  bio: 'Lifts at dawn',
  profilePhotoUrl: 'https://cdn.reprally.app/p/1.jpg',
  points: 120,
};
const photo = new Blob(['raw-photo'], { type: 'image/png' });
const resized = new Blob(['small-photo'], { type: 'image/jpeg' });

function startProfile() {
  const clock = new SimulatedClock();
  const order: string[] = [];
  const resizePhoto = controlledActor<Blob, ResizePhotoRequest>();
  const uploadPhoto = controlledActor<unknown, { photo: Blob }>();
  const updateProfile = controlledActor<unknown, { name: string; bio: string }>();
  const refetchProfile = controlledActor<MemberProfile, void>();
  const reportError = vi.fn();
  const actor = createActor(
    profileSaveMachine.provide({
      actors: {
        resizePhoto: resizePhoto.logic,
        uploadPhoto: uploadPhoto.logic,
        updateProfile: updateProfile.logic,
        refetchProfile: refetchProfile.logic,
      },
      actions: { reportError: (_, { error }) => reportError(error) },
    }),
    { input: { profile: ana }, clock },
  ).start();
  actor.subscribe((s) => {
    const step = typeof s.value === 'object' ? Object.values(s.value)[0] : s.value;
    if (order.at(-1) !== step) order.push(String(step));
  });
  return {
    actor,
    clock,
    order,
    resizePhoto,
    uploadPhoto,
    updateProfile,
    refetchProfile,
    reportError,
  };
}

function editAll(actor: ReturnType<typeof startProfile>['actor'], withPhoto: boolean) {
  actor.send({ type: 'EDIT' });
  actor.send({ type: 'NAME_CHANGED', value: 'Ana B' });
  actor.send({ type: 'BIO_CHANGED', value: 'Lifts at dawn' });
  if (withPhoto) actor.send({ type: 'PHOTO_SELECTED', photo });
}

describe('profileSave', () => {
  it('opens the form prefilled, and Cancel returns to the view without keeping edits', () => {
    const { actor } = startProfile();
    expect(selectProfileSaveView(actor.getSnapshot()).mode).toBe('view');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'Ana', bio: '', photo: null });
    actor.send({ type: 'NAME_CHANGED', value: 'Someone else' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('view');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft.name).toBe('Ana');
  });

  it('without a photo: updates name and bio, refetches, and says so for 3 s', async () => {
    const { actor, clock, updateProfile, refetchProfile, resizePhoto, uploadPhoto } =
      startProfile();
    editAll(actor, false);
    actor.send({ type: 'SAVE' });
    expect(selectProfileSaveView(actor.getSnapshot()).saving).toBe(true);
    expect(updateProfile.last().input).toEqual({ name: 'Ana B', bio: 'Lifts at dawn' });
    updateProfile.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ saving: 'refetchingProfile' }));
    refetchProfile.last().answer.resolve(anaSaved);
    await waitFor(actor, (s) => s.matches('saved'));

    expect(selectProfileSaveView(actor.getSnapshot())).toEqual({
      mode: 'view',
      saving: false,
      successMessage: 'Profile updated successfully!',
      errorMessage: null,
    });
    expect(actor.getSnapshot().context.profile).toEqual(anaSaved);
    expect(resizePhoto.calls).toHaveLength(0);
    expect(uploadPhoto.calls).toHaveLength(0);

    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('saved');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('view');
    expect(selectProfileSaveView(actor.getSnapshot()).successMessage).toBeNull();
  });

  it('with a photo: resizes to fit 300x300 as JPEG 0.85, uploads it first, then updates and refetches', async () => {
    const { actor, order, resizePhoto, uploadPhoto, updateProfile, refetchProfile } =
      startProfile();
    editAll(actor, true);
    actor.send({ type: 'SAVE' });
    expect(resizePhoto.last().input).toEqual({
      photo,
      maxWidth: 300,
      maxHeight: 300,
      type: 'image/jpeg',
      quality: 0.85,
    });
    resizePhoto.last().answer.resolve(resized);
    await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
    expect(uploadPhoto.last().input).toEqual({ photo: resized });
    expect(updateProfile.calls).toHaveLength(0);
    uploadPhoto.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ saving: 'updatingProfile' }));
    updateProfile.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ saving: 'refetchingProfile' }));
    refetchProfile.last().answer.resolve(anaSaved);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(order).toEqual([
      'edit',
      'resizingPhoto',
      'uploadingPhoto',
      'updatingProfile',
      'refetchingProfile',
      'saved',
    ]);
  });

  it('accepts image files only', () => {
    const { actor } = startProfile();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'PHOTO_SELECTED', photo: new Blob(['%PDF'], { type: 'application/pdf' }) });
    expect(actor.getSnapshot().context.draft.photo).toBeNull();
  });

  describe('a failed save is reported and keeps every input, photo included', () => {
    const failures = [
      ['resize', 'Could not get canvas context'],
      ['resize', 'Failed to create blob from canvas'],
      ['resize', 'Failed to load image'],
      ['upload', 'Failed to upload photo: 413'],
      ['update', 'Failed to update profile: 500'],
    ] as const;

    it.each(failures)('%s fails with %j', async (step, message) => {
      const started = startProfile();
      const { actor, resizePhoto, uploadPhoto, updateProfile, reportError } = started;
      editAll(actor, true);
      actor.send({ type: 'SAVE' });
      const error = new Error(message);
      if (step === 'resize') resizePhoto.last().answer.reject(error);
      else {
        resizePhoto.last().answer.resolve(resized);
        await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
        if (step === 'upload') uploadPhoto.last().answer.reject(error);
        else {
          uploadPhoto.last().answer.resolve(undefined);
          await waitFor(actor, (s) => s.matches({ saving: 'updatingProfile' }));
          updateProfile.last().answer.reject(error);
        }
      }
      await waitFor(actor, (s) => s.matches('edit'));

      expect(reportError).toHaveBeenCalledWith(error);
      expect(actor.getSnapshot().context.draft).toEqual({
        name: 'Ana B',
        bio: 'Lifts at dawn',
        photo,
      });
      expect(selectProfileSaveView(actor.getSnapshot())).toMatchObject({
        mode: 'edit',
        errorMessage: 'Could not save your profile. Your changes are kept.',
      });

      // saving again starts over from the kept photo
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.last().input.photo).toBe(photo);
      expect(selectProfileSaveView(actor.getSnapshot()).errorMessage).toBeNull();
    });
  });

  describe('a save the server refused on fields shows its messages under them', () => {
    /** A failure as the api client throws it for a 400 naming request fields. */
    const refused = (message: string, fieldErrors: Record<string, string>) =>
      Object.assign(new Error(message), { fieldErrors });

    it('name and bio: under each field, no failure message, inputs kept, reported', async () => {
      const { actor, updateProfile, reportError } = startProfile();
      editAll(actor, false);
      actor.send({ type: 'SAVE' });
      const error = refused('Failed to update profile: 400', {
        name: 'Names can be at most 50 characters',
        bio: 'Bios can be at most 500 characters',
      });
      updateProfile.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('edit'));

      expect(reportError).toHaveBeenCalledWith(error);
      const { context } = actor.getSnapshot();
      expect(context.fieldErrors).toEqual({
        name: 'Names can be at most 50 characters',
        bio: 'Bios can be at most 500 characters',
      });
      expect(context.refusedSave).toBe(error);
      expect(context.draft).toEqual({ name: 'Ana B', bio: 'Lifts at dawn', photo: null });
      expect(selectProfileSaveView(actor.getSnapshot())).toMatchObject({
        mode: 'edit',
        saving: false,
        errorMessage: null,
      });

      // editing a field clears its message only; the refusal stays what it was
      actor.send({ type: 'NAME_CHANGED', value: 'Ana' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        bio: 'Bios can be at most 500 characters',
      });
      expect(actor.getSnapshot().context.refusedSave).toBe(error);
      actor.send({ type: 'BIO_CHANGED', value: 'Lifts' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});

      // each refused save is a refusal of its own
      actor.send({ type: 'SAVE' });
      const again = refused('Failed to update profile: 400', { name: 'Name is taken' });
      updateProfile.last().answer.reject(again);
      await waitFor(actor, (s) => s.matches('edit'));
      expect(actor.getSnapshot().context).toMatchObject({
        fieldErrors: { name: 'Name is taken' },
        refusedSave: again,
      });
    });

    it('the photo upload refused on its file: under the photo, which a new choice clears', async () => {
      const { actor, resizePhoto, uploadPhoto, updateProfile, reportError } = startProfile();
      editAll(actor, true);
      actor.send({ type: 'SAVE' });
      resizePhoto.last().answer.resolve(resized);
      await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
      const error = refused('Failed to upload photo: 400', {
        file: 'The photo must be a JPEG or PNG image',
      });
      uploadPhoto.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('edit'));

      expect(reportError).toHaveBeenCalledWith(error);
      expect(updateProfile.calls).toHaveLength(0);
      expect(actor.getSnapshot().context).toMatchObject({
        fieldErrors: { photo: 'The photo must be a JPEG or PNG image' },
        saveError: null,
        refusedSave: error,
        draft: { name: 'Ana B', bio: 'Lifts at dawn', photo },
      });
      actor.send({ type: 'NAME_CHANGED', value: 'Ana C' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        photo: 'The photo must be a JPEG or PNG image',
      });
      actor.send({ type: 'PHOTO_CLEARED' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    });

    it('a path that is not one of the form’s fields is left out when another one is', async () => {
      const { actor, updateProfile } = startProfile();
      editAll(actor, false);
      actor.send({ type: 'SAVE' });
      updateProfile.last().answer.reject(
        refused('Failed to update profile: 400', {
          email: 'E-mail cannot be changed here',
          name: 'Names can be at most 50 characters',
        }),
      );
      await waitFor(actor, (s) => s.matches('edit'));
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        name: 'Names can be at most 50 characters',
      });
      expect(actor.getSnapshot().context.saveError).toBeNull();
    });

    it.each([
      ['names none of the form’s fields', { email: 'E-mail cannot be changed here' }],
      ['names no field', {}],
    ])('a refusal that %s shows the usual failure message', async (_, fieldErrors) => {
      const { actor, updateProfile, reportError } = startProfile();
      editAll(actor, false);
      actor.send({ type: 'SAVE' });
      const error = refused('Failed to update profile: 400', fieldErrors);
      updateProfile.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('edit'));
      expect(reportError).toHaveBeenCalledWith(error);
      expect(actor.getSnapshot().context).toMatchObject({
        saveError: 'Could not save your profile. Your changes are kept.',
        fieldErrors: {},
        refusedSave: null,
      });
    });

    it('the upload’s fields are not the update’s: a photo refusal naming name is a failure', async () => {
      const { actor, resizePhoto, uploadPhoto } = startProfile();
      editAll(actor, true);
      actor.send({ type: 'SAVE' });
      resizePhoto.last().answer.resolve(resized);
      await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
      uploadPhoto.last().answer.reject(refused('Failed to upload photo: 400', { name: 'x' }));
      await waitFor(actor, (s) => s.matches('edit'));
      expect(actor.getSnapshot().context).toMatchObject({
        saveError: 'Could not save your profile. Your changes are kept.',
        fieldErrors: {},
      });
    });

    it('Cancel and a successful save drop the messages', async () => {
      const { actor, updateProfile, refetchProfile } = startProfile();
      editAll(actor, false);
      actor.send({ type: 'SAVE' });
      updateProfile
        .last()
        .answer.reject(refused('Failed to update profile: 400', { name: 'Too long' }));
      await waitFor(actor, (s) => s.matches('edit'));
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, refusedSave: null });

      editAll(actor, false);
      actor.send({ type: 'SAVE' });
      updateProfile
        .last()
        .answer.reject(refused('Failed to update profile: 400', { bio: 'Too long' }));
      await waitFor(actor, (s) => s.matches('edit'));
      actor.send({ type: 'SAVE' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      updateProfile.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ saving: 'refetchingProfile' }));
      refetchProfile.last().answer.resolve(anaSaved);
      await waitFor(actor, (s) => s.matches('saved'));
      expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, refusedSave: null });
    });
  });

  it('when only the refetch fails, the save still counts: shows what was sent and reports the read', async () => {
    const { actor, updateProfile, refetchProfile, reportError } = startProfile();
    editAll(actor, false);
    actor.send({ type: 'SAVE' });
    updateProfile.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ saving: 'refetchingProfile' }));
    const error = new Error('Failed to fetch profile: 502');
    refetchProfile.last().answer.reject(error);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.profile).toMatchObject({
      name: 'Ana B',
      bio: 'Lifts at dawn',
    });
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('follows newer profile data while viewing', () => {
    const { actor } = startProfile();
    actor.send({ type: 'PROFILE_LOADED', profile: anaSaved });
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft.name).toBe('Ana B');
  });
});

// replays every shortest path on a live actor: seconds on a busy 2-core machine
describe('profileSave paths (xstate/graph)', { timeout: 30_000 }, () => {
  it('has the profile flow: view, edit, save (photo first), failure keeps the inputs', () => {
    expect(transitionTable(profileSaveMachine)).toEqual([
      'edit --BIO_CHANGED--> (stays)',
      'edit --CANCEL--> view',
      'edit --NAME_CHANGED--> (stays)',
      'edit --PHOTO_CLEARED--> (stays)',
      'edit --PHOTO_SELECTED [isImage]--> (stays)',
      'edit --SAVE#1 [hasPhoto]--> saving.resizingPhoto',
      'edit --SAVE#2--> saving.updatingProfile',
      'saved --EDIT--> edit',
      'saved --PROFILE_LOADED--> (stays)',
      'saved --after savedMessage--> view',
      'saving.refetchingProfile --done:refetchProfile--> saved',
      'saving.refetchingProfile --error:refetchProfile--> saved',
      'saving.resizingPhoto --done:resizePhoto--> saving.uploadingPhoto',
      'saving.resizingPhoto --error:resizePhoto--> edit',
      'saving.updatingProfile --done:updateProfile--> saving.refetchingProfile',
      'saving.updatingProfile --error:updateProfile--> edit',
      'saving.uploadingPhoto --done:uploadPhoto--> saving.updatingProfile',
      'saving.uploadingPhoto --error:uploadPhoto--> edit',
      'view --EDIT--> edit',
      'view --PROFILE_LOADED--> (stays)',
    ]);
  });

  it('reaches every state and takes every transition, each path ending in checks', () => {
    const reportError = vi.fn();
    const isError = (event: AnyEventObject | undefined) =>
      event?.type.startsWith('xstate.error.actor.') ?? false;
    const report = checkPathCoverage({
      machine: profileSaveMachine.provide({
        actions: { reportError: (_, { error }) => reportError(error) },
      }),
      input: { profile: ana },
      events: {
        NAME_CHANGED: () => [{ type: 'NAME_CHANGED', value: 'Ana B' }],
        BIO_CHANGED: () => [{ type: 'BIO_CHANGED', value: 'Lifts at dawn' }],
        PHOTO_SELECTED: () => [
          { type: 'PHOTO_SELECTED', photo },
          { type: 'PHOTO_SELECTED', photo: new Blob(['x'], { type: 'text/plain' }) },
        ],
        PROFILE_LOADED: () => [{ type: 'PROFILE_LOADED', profile: anaSaved }],
        'xstate.done.actor.resizePhoto': () => [
          { type: 'xstate.done.actor.resizePhoto', output: resized },
        ],
        'xstate.error.actor.resizePhoto': () => [
          { type: 'xstate.error.actor.resizePhoto', error: new Error('Failed to load image') },
        ],
        'xstate.error.actor.uploadPhoto': () => [
          {
            type: 'xstate.error.actor.uploadPhoto',
            error: new Error('Failed to upload photo: 500'),
          },
        ],
        'xstate.error.actor.updateProfile': () => [
          {
            type: 'xstate.error.actor.updateProfile',
            error: new Error('Failed to update profile: 500'),
          },
        ],
        'xstate.done.actor.refetchProfile': () => [
          { type: 'xstate.done.actor.refetchProfile', output: anaSaved },
        ],
        'xstate.error.actor.refetchProfile': () => [
          {
            type: 'xstate.error.actor.refetchProfile',
            error: new Error('Failed to fetch profile: 502'),
          },
        ],
      },
      states: {
        view: (s) => {
          expect(selectProfileSaveView(s)).toEqual({
            mode: 'view',
            saving: false,
            successMessage: null,
            errorMessage: null,
          });
        },
        edit: (s, { last }) => {
          expect(selectProfileSaveView(s).mode).toBe('edit');
          expect(s.context.resizedPhoto).toBeNull();
          if (isError(last)) {
            expect(reportError).toHaveBeenLastCalledWith(last?.error);
            expect(s.context.saveError).toBe('Could not save your profile. Your changes are kept.');
          }
          if (last?.type === 'EDIT') expect(s.context.saveError).toBeNull();
          if (s.context.draft.photo) expect(s.context.draft.photo.type).toMatch(/^image\//);
        },
        'saving.resizingPhoto': (s) => expect(s.context.draft.photo).toBe(photo),
        'saving.uploadingPhoto': (s, { last }) => {
          expect(last?.type).toBe('xstate.done.actor.resizePhoto');
          expect(s.context.resizedPhoto).toBe(resized);
        },
        'saving.updatingProfile': (s, { last }) => {
          // straight from Save without a photo, or after the photo went up
          if (last?.type === 'SAVE') expect(s.context.draft.photo).toBeNull();
          else expect(last?.type).toBe('xstate.done.actor.uploadPhoto');
        },
        'saving.refetchingProfile': (_, { last }) =>
          expect(last?.type).toBe('xstate.done.actor.updateProfile'),
        saving: (s) => {
          expect(selectProfileSaveView(s).saving).toBe(true);
          expect(s.context.saveError).toBeNull();
        },
        saved: (s, { last }) => {
          expect(selectProfileSaveView(s).successMessage).toBe('Profile updated successfully!');
          expect(s.context.draft.photo).toBeNull();
          if (last?.type === 'xstate.done.actor.refetchProfile') {
            expect(s.context.profile).toEqual(anaSaved);
          }
          if (isError(last)) expect(reportError).toHaveBeenLastCalledWith(last?.error);
        },
      },
    });
    expect(report.stateNodes).toBe(8);
  });
});
