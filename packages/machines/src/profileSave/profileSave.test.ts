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
  const checkPhoto = controlledActor<unknown, { photo: Blob }>();
  const resizePhoto = controlledActor<Blob, ResizePhotoRequest>();
  const uploadPhoto = controlledActor<unknown, { photo: Blob }>();
  const updateProfile = controlledActor<unknown, { name: string; bio: string }>();
  const refetchProfile = controlledActor<MemberProfile, void>();
  const reportError = vi.fn();
  const refreshProfile = vi.fn();
  const actor = createActor(
    profileSaveMachine.provide({
      actors: {
        checkPhoto: checkPhoto.logic,
        resizePhoto: resizePhoto.logic,
        uploadPhoto: uploadPhoto.logic,
        updateProfile: updateProfile.logic,
        refetchProfile: refetchProfile.logic,
      },
      actions: { reportError: (_, { error }) => reportError(error), refreshProfile },
    }),
    { input: { profile: ana }, clock },
  ).start();
  actor.subscribe((s) => {
    const step = typeof s.value === 'object' ? Object.values(s.value)[0] : s.value;
    if (order.at(-1) !== step) order.push(String(step));
  });
  /** Opens the form and changes name and bio, and chooses a readable photo. */
  async function edit(withPhoto: boolean) {
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'NAME_CHANGED', value: 'Ana B' });
    actor.send({ type: 'BIO_CHANGED', value: 'Lifts at dawn' });
    if (!withPhoto) return;
    actor.send({ type: 'PHOTO_SELECTED', photo });
    checkPhoto.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ edit: 'editing' }));
  }
  return {
    actor,
    edit,
    clock,
    order,
    checkPhoto,
    resizePhoto,
    uploadPhoto,
    updateProfile,
    refetchProfile,
    reportError,
    refreshProfile,
  };
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
    const { actor, edit, clock, updateProfile, refetchProfile, resizePhoto, uploadPhoto } =
      startProfile();
    await edit(false);
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
    const { actor, edit, order, resizePhoto, uploadPhoto, updateProfile, refetchProfile } =
      startProfile();
    await edit(true);
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
      'editing',
      'checkingPhoto',
      'editing',
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
      const { actor, edit, resizePhoto, uploadPhoto, updateProfile, reportError } = started;
      await edit(true);
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
      // the resize says why in its own words, under the photo
      expect(actor.getSnapshot().context.fieldErrors.photo).toBe(
        step === 'resize' ? message : undefined,
      );

      // saving again starts over from the kept photo
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.last().input.photo).toBe(photo);
      expect(selectProfileSaveView(actor.getSnapshot()).errorMessage).toBeNull();
    });
  });

  describe('a photo stored by a save whose name and bio then failed', () => {
    async function photoUpThenDetailsFail(started: ReturnType<typeof startProfile>) {
      const { actor, edit, resizePhoto, uploadPhoto, updateProfile } = started;
      await edit(true);
      actor.send({ type: 'SAVE' });
      resizePhoto.last().answer.resolve(resized);
      await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
      uploadPhoto.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ saving: 'updatingProfile' }));
      updateProfile.last().answer.reject(new Error('Failed to update profile: 500'));
      await waitFor(actor, (s) => s.matches('edit'));
    }

    it('is not sent again: the retry goes straight to name and bio', async () => {
      const started = startProfile();
      const { actor, resizePhoto, uploadPhoto, updateProfile, refetchProfile } = started;
      await photoUpThenDetailsFail(started);
      expect(selectProfileSaveView(actor.getSnapshot()).errorMessage).toBe(
        'Could not save your profile. Your changes are kept.',
      );
      expect(actor.getSnapshot().context.draft.photo).toBe(photo);

      actor.send({ type: 'SAVE' });
      expect(actor.getSnapshot().matches({ saving: 'updatingProfile' })).toBe(true);
      updateProfile.last().answer.reject(new Error('Failed to update profile: 503'));
      await waitFor(actor, (s) => s.matches('edit'));
      actor.send({ type: 'SAVE' });
      updateProfile.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ saving: 'refetchingProfile' }));
      refetchProfile.last().answer.resolve(anaSaved);
      await waitFor(actor, (s) => s.matches('saved'));

      // three tries, one photo
      expect(resizePhoto.calls).toHaveLength(1);
      expect(uploadPhoto.calls).toHaveLength(1);
      expect(updateProfile.calls).toHaveLength(3);
      expect(actor.getSnapshot().context.profile).toEqual(anaSaved);
    });

    it('makes the profile and the lists showing the photo read again', async () => {
      const started = startProfile();
      await photoUpThenDetailsFail(started);
      expect(started.refreshProfile).toHaveBeenCalledOnce();

      // newer data arriving while the form is open shows once it closes
      started.actor.send({ type: 'PROFILE_LOADED', profile: anaSaved });
      started.actor.send({ type: 'CANCEL' });
      expect(started.actor.getSnapshot().context.profile).toEqual(anaSaved);
    });

    it('a failure before the photo is stored reads nothing again', async () => {
      const { actor, edit, resizePhoto, uploadPhoto, updateProfile, refreshProfile } =
        startProfile();
      await edit(true);
      actor.send({ type: 'SAVE' });
      resizePhoto.last().answer.resolve(resized);
      await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
      uploadPhoto.last().answer.reject(new Error('Failed to upload photo: 500'));
      await waitFor(actor, (s) => s.matches('edit'));
      actor.send({ type: 'PHOTO_CLEARED' });
      actor.send({ type: 'SAVE' });
      updateProfile.last().answer.reject(new Error('Failed to update profile: 500'));
      await waitFor(actor, (s) => s.matches('edit'));
      expect(refreshProfile).not.toHaveBeenCalled();
    });

    it('another photo chosen after it is sent', async () => {
      const started = startProfile();
      const { actor, checkPhoto, resizePhoto, uploadPhoto } = started;
      await photoUpThenDetailsFail(started);
      const other = new Blob(['other-photo'], { type: 'image/png' });
      actor.send({ type: 'PHOTO_SELECTED', photo: other });
      checkPhoto.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ edit: 'editing' }));
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.last().input.photo).toBe(other);
      resizePhoto.last().answer.resolve(resized);
      await waitFor(actor, (s) => s.matches({ saving: 'uploadingPhoto' }));
      expect(uploadPhoto.calls).toHaveLength(2);
    });

    it('a new edit starts without it', async () => {
      const started = startProfile();
      const { actor, edit, resizePhoto } = started;
      await photoUpThenDetailsFail(started);
      actor.send({ type: 'CANCEL' });
      await edit(true);
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.calls).toHaveLength(2);
    });
  });

  describe('a chosen file is read at once', () => {
    it('one that cannot be read is not kept, nor the one before it, and the photo says why', async () => {
      const { actor, edit, checkPhoto, reportError, resizePhoto } = startProfile();
      await edit(true);
      const notAPicture = new Blob(['these bytes are no JPEG'], { type: 'image/jpeg' });
      actor.send({ type: 'PHOTO_SELECTED', photo: notAPicture });
      expect(checkPhoto.last().input.photo).toBe(notAPicture);
      checkPhoto.last().answer.reject(new Error('Failed to load image'));
      await waitFor(actor, (s) => s.matches({ edit: 'editing' }));

      const { context } = actor.getSnapshot();
      expect(context.draft.photo).toBeNull();
      expect(context.fieldErrors).toEqual({ photo: 'Failed to load image' });
      expect(context.refusedSave).not.toBeNull();
      expect(context.saveError).toBeNull();
      expect(reportError).not.toHaveBeenCalled();

      // a readable one clears the message
      actor.send({ type: 'PHOTO_SELECTED', photo });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      checkPhoto.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ edit: 'editing' }));
      expect(actor.getSnapshot().context.draft.photo).toBe(photo);
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.last().input.photo).toBe(photo);
    });

    it('Save pressed while it is read saves once it is, with it', async () => {
      const { actor, edit, checkPhoto, resizePhoto } = startProfile();
      await edit(false);
      actor.send({ type: 'PHOTO_SELECTED', photo });
      actor.send({ type: 'SAVE' });
      expect(resizePhoto.calls).toHaveLength(0);
      checkPhoto.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ saving: 'resizingPhoto' }));
      expect(resizePhoto.last().input.photo).toBe(photo);
    });

    it('Save pressed while an unreadable one is read sends nothing', async () => {
      const { actor, edit, checkPhoto, resizePhoto, updateProfile } = startProfile();
      await edit(false);
      actor.send({ type: 'PHOTO_SELECTED', photo });
      actor.send({ type: 'SAVE' });
      checkPhoto.last().answer.reject(new Error('Failed to load image'));
      await waitFor(actor, (s) => s.matches({ edit: 'editing' }));
      await flushPromises();
      expect(resizePhoto.calls).toHaveLength(0);
      expect(updateProfile.calls).toHaveLength(0);
      expect(actor.getSnapshot().context.saveWhenChecked).toBe(false);
    });

    it('a second choice while the first is read replaces it', async () => {
      const { actor, edit, checkPhoto } = startProfile();
      await edit(false);
      actor.send({ type: 'PHOTO_SELECTED', photo });
      const first = checkPhoto.last();
      const second = new Blob(['second'], { type: 'image/png' });
      actor.send({ type: 'PHOTO_SELECTED', photo: second });
      expect(first.signal.aborted).toBe(true);
      checkPhoto.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches({ edit: 'editing' }));
      expect(actor.getSnapshot().context.draft.photo).toBe(second);
    });
  });

  describe('a name is required', () => {
    it.each([[''], ['   '], ['\t \n']])(
      'a name of %j is refused under Name and nothing is sent',
      (blank) => {
        const { actor, updateProfile, reportError } = startProfile();
        actor.send({ type: 'EDIT' });
        actor.send({ type: 'NAME_CHANGED', value: blank });
        actor.send({ type: 'SAVE' });
        expect(actor.getSnapshot().matches({ edit: 'editing' })).toBe(true);
        expect(updateProfile.calls).toHaveLength(0);
        expect(reportError).not.toHaveBeenCalled();
        const { context } = actor.getSnapshot();
        expect(context.fieldErrors).toEqual({ name: 'Name is required' });
        expect(context.saveError).toBeNull();
        const first = context.refusedSave;
        expect(first).not.toBeNull();

        // each refused Save is a refusal of its own; typing clears the message
        actor.send({ type: 'SAVE' });
        expect(actor.getSnapshot().context.refusedSave).not.toBe(first);
        actor.send({ type: 'NAME_CHANGED', value: 'A' });
        expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      },
    );

    it('name and bio are sent without surrounding spaces', () => {
      const { actor, updateProfile } = startProfile();
      actor.send({ type: 'EDIT' });
      actor.send({ type: 'NAME_CHANGED', value: '  Ana B  ' });
      actor.send({ type: 'BIO_CHANGED', value: '\n Lifts at dawn \n' });
      actor.send({ type: 'SAVE' });
      expect(updateProfile.last().input).toEqual({ name: 'Ana B', bio: 'Lifts at dawn' });
    });
  });

  describe('a save the server refused on fields shows its messages under them', () => {
    /** A failure as the api client throws it for a 400 naming request fields. */
    const refused = (message: string, fieldErrors: Record<string, string>) =>
      Object.assign(new Error(message), { fieldErrors });

    it('name and bio: under each field, no failure message, inputs kept, reported', async () => {
      const { actor, edit, updateProfile, reportError } = startProfile();
      await edit(false);
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
      const { actor, edit, resizePhoto, uploadPhoto, updateProfile, reportError } = startProfile();
      await edit(true);
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
      const { actor, edit, updateProfile } = startProfile();
      await edit(false);
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
      const { actor, edit, updateProfile, reportError } = startProfile();
      await edit(false);
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
      const { actor, edit, resizePhoto, uploadPhoto } = startProfile();
      await edit(true);
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
      const { actor, edit, updateProfile, refetchProfile } = startProfile();
      await edit(false);
      actor.send({ type: 'SAVE' });
      updateProfile
        .last()
        .answer.reject(refused('Failed to update profile: 400', { name: 'Too long' }));
      await waitFor(actor, (s) => s.matches('edit'));
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, refusedSave: null });

      await edit(false);
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

  it("a save that failed while she was away says so under the field the server named, the photo's too, and is not reported again", async () => {
    const { actor, edit, reportError } = startProfile();
    await edit(true);
    const photoRefused = Object.assign(new Error('Failed to upload photo: 413'), {
      fieldErrors: { file: 'Photos can be at most 5 MB' },
    });
    actor.send({ type: 'SAVE_FAILED', error: photoRefused });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { photo: 'Photos can be at most 5 MB' },
      saveError: null,
      refusedSave: photoRefused,
      draft: { name: 'Ana B', bio: 'Lifts at dawn', photo },
    });

    const nameRefused = Object.assign(new Error('Failed to update profile: 400'), {
      fieldErrors: { name: 'Names can be at most 50 characters' },
    });
    actor.send({ type: 'SAVE_FAILED', error: nameRefused });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: 'Names can be at most 50 characters',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('when only the refetch fails, the save still counts: shows what was sent and reports the read', async () => {
    const { actor, edit, updateProfile, refetchProfile, reportError } = startProfile();
    await edit(false);
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

  it('a save she came back for that succeeds is said for its 3 seconds, then the profile shows', () => {
    const { actor, clock } = startProfile();
    actor.send({ type: 'SAVED_WHILE_AWAY', profile: anaSaved });
    expect(actor.getSnapshot().context.profile).toEqual(anaSaved);
    expect(selectProfileSaveView(actor.getSnapshot())).toEqual({
      mode: 'view',
      saving: false,
      successMessage: 'Profile updated successfully!',
      errorMessage: null,
    });
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('saved');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('view');
    expect(selectProfileSaveView(actor.getSnapshot()).successMessage).toBeNull();
  });

  it('takes a save said while away only while viewing: an open form is hers', () => {
    const { actor } = startProfile();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVED_WHILE_AWAY' });
    expect(actor.getSnapshot().matches('edit')).toBe(true);
  });

  it('follows newer profile data while viewing', () => {
    const { actor } = startProfile();
    actor.send({ type: 'PROFILE_LOADED', profile: anaSaved });
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft.name).toBe('Ana B');
  });
});

// plays about 35,000 transitions on live actors: 7 s alone on the 2-core machine. CI runs the
// unit tests beside three steps' browsers, where a walk takes nine times as long or more: at
// 14 s alone it ran past 120 s there once
describe('profileSave paths (xstate/graph)', { timeout: 240_000 }, () => {
  it('has the profile flow: view, edit, save (photo first), failure keeps the inputs', () => {
    expect(transitionTable(profileSaveMachine)).toEqual([
      '(root) --PROFILE_LOADED--> (stays)',
      'edit --BIO_CHANGED--> (stays)',
      'edit --CANCEL--> view',
      'edit --NAME_CHANGED--> (stays)',
      'edit --PHOTO_CLEARED--> edit.editing',
      'edit --PHOTO_SELECTED [isImage]--> edit.checkingPhoto',
      'edit --SAVE#1 [nameMissing]--> (stays)',
      'edit --SAVE#2 [hasPhotoToUpload]--> saving.resizingPhoto',
      'edit --SAVE#3--> saving.updatingProfile',
      'edit --SAVE_FAILED--> (stays)',
      'edit.checkingPhoto --SAVE--> (stays)',
      'edit.checkingPhoto --done:checkPhoto#1 [saveWhenChecked]--> edit.editing',
      'edit.checkingPhoto --done:checkPhoto#2--> edit.editing',
      'edit.checkingPhoto --error:checkPhoto--> edit.editing',
      'saved --EDIT--> edit',
      'saved --after savedMessage--> view',
      'saving.refetchingProfile --done:refetchProfile--> saved',
      'saving.refetchingProfile --error:refetchProfile--> saved',
      'saving.resizingPhoto --done:resizePhoto--> saving.uploadingPhoto',
      'saving.resizingPhoto --error:resizePhoto--> edit',
      'saving.updatingProfile --done:updateProfile--> saving.refetchingProfile',
      'saving.updatingProfile --error:updateProfile#1 [photoStored]--> edit',
      'saving.updatingProfile --error:updateProfile#2--> edit',
      'saving.uploadingPhoto --done:uploadPhoto--> saving.updatingProfile',
      'saving.uploadingPhoto --error:uploadPhoto--> edit',
      'view --EDIT--> edit',
      'view --SAVED_WHILE_AWAY--> saved',
    ]);
  });

  it('reaches every state and takes every transition, each path ending in checks', () => {
    // what the walk reported, kept as a set and the last one: the walk reports tens of thousands
    // of times, and a spy's call list scanned at every step took most of the walk's time
    const reported = new Set<unknown>();
    let lastReported: unknown;
    const reportError = (error: unknown) => {
      reported.add(error);
      lastReported = error;
    };
    const refreshProfile = vi.fn();
    const isError = (event: AnyEventObject | undefined) =>
      event?.type.startsWith('xstate.error.actor.') ?? false;
    const failedAway = new Error('Failed to update profile: 503');
    const refusedAway = Object.assign(new Error('Failed to update profile: 400'), {
      status: 400,
      fieldErrors: { name: 'Name is too long' },
    });
    const report = checkPathCoverage({
      machine: profileSaveMachine.provide({
        actions: { reportError: (_, { error }) => reportError(error), refreshProfile },
      }),
      input: { profile: ana },
      events: {
        // a blank name only before any photo, to keep the walk short
        NAME_CHANGED: (s) => [
          { type: 'NAME_CHANGED', value: 'Ana B' },
          ...(s.context.draft.photo === null && s.context.uploadedPhoto === null
            ? [{ type: 'NAME_CHANGED' as const, value: '   ' }]
            : []),
        ],
        BIO_CHANGED: () => [{ type: 'BIO_CHANGED', value: 'Lifts at dawn' }],
        // a save she left the page on failed meanwhile: told by the form she comes back to
        SAVE_FAILED: () => [
          { type: 'SAVE_FAILED', error: failedAway },
          { type: 'SAVE_FAILED', error: refusedAway },
        ],
        PHOTO_SELECTED: () => [
          { type: 'PHOTO_SELECTED', photo },
          { type: 'PHOTO_SELECTED', photo: new Blob(['x'], { type: 'text/plain' }) },
        ],
        // newer data is taken in every state; walked from the view and the open form only
        PROFILE_LOADED: (s) =>
          s.context.profile !== anaSaved && (s.matches('view') || s.matches({ edit: 'editing' }))
            ? [{ type: 'PROFILE_LOADED', profile: anaSaved }]
            : [],
        'xstate.done.actor.checkPhoto': () => [
          { type: 'xstate.done.actor.checkPhoto', output: undefined },
        ],
        'xstate.error.actor.checkPhoto': () => [
          { type: 'xstate.error.actor.checkPhoto', error: new Error('Failed to load image') },
        ],
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
          if (last?.type === 'xstate.error.actor.checkPhoto') {
            // an unreadable file is refused at once, not kept, and not a failed save
            expect(s.context.fieldErrors.photo).toBe('Failed to load image');
            expect(s.context.draft.photo).toBeNull();
          } else if (isError(last)) {
            expect(lastReported).toBe(last?.error);
            expect(s.context.saveError).toBe('Could not save your profile. Your changes are kept.');
          }
          if (last?.type === 'xstate.error.actor.updateProfile') {
            if (s.context.uploadedPhoto) expect(refreshProfile).toHaveBeenCalled();
          }
          if (
            last?.type === 'SAVE' &&
            s.matches({ edit: 'editing' }) &&
            s.context.draft.name.trim() === ''
          ) {
            expect(s.context.fieldErrors.name).toBe('Name is required');
          }
          if (last?.type === 'EDIT') expect(s.context.saveError).toBeNull();
          if (last?.type === 'SAVE_FAILED') {
            // said as a failure seen in place is, and not reported again
            if (last.error === refusedAway) {
              expect(s.context.fieldErrors).toEqual({ name: 'Name is too long' });
              expect(s.context.refusedSave).toBe(refusedAway);
            } else {
              expect(s.context.saveError).toBe(
                'Could not save your profile. Your changes are kept.',
              );
            }
            expect(reported.has(failedAway)).toBe(false);
            expect(reported.has(refusedAway)).toBe(false);
          }
          if (s.context.draft.photo) expect(s.context.draft.photo.type).toMatch(/^image\//);
        },
        'saving.resizingPhoto': (s) => {
          expect(s.context.draft.photo).toBe(photo);
          expect(s.context.uploadedPhoto).not.toBe(photo);
        },
        'saving.uploadingPhoto': (s, { last }) => {
          // newer profile data may come in at any time
          if (last?.type !== 'PROFILE_LOADED') {
            expect(last?.type).toBe('xstate.done.actor.resizePhoto');
          }
          expect(s.context.resizedPhoto).toBe(resized);
        },
        'saving.updatingProfile': (s, { last }) => {
          // straight from Save without a photo, or after the photo went up
          if (last?.type === 'xstate.done.actor.uploadPhoto') {
            expect(s.context.uploadedPhoto).toBe(s.context.draft.photo);
          } else {
            // no photo, or one an earlier try stored already
            expect([null, s.context.uploadedPhoto]).toContain(s.context.draft.photo);
          }
          expect(s.context.draft.name.trim()).not.toBe('');
        },
        'saving.refetchingProfile': (_, { last }) =>
          expect(['xstate.done.actor.updateProfile', 'PROFILE_LOADED']).toContain(last?.type),
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
          if (isError(last)) expect(lastReported).toBe(last?.error);
        },
      },
    });
    expect(report.stateNodes).toBe(10);
  });
});
