import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@reprally/machines';
import {
  changedGroupFields,
  editsNotSaved,
  nextGroupEdits,
  withGroupEdits,
  editedGroupFields,
  groupNameError,
  groupRequestFields,
} from './group-form';

describe('groupNameError', () => {
  it.each(['', '   '])('requires a name: %j', (name) => {
    expect(groupNameError(name)).toBe('Group name is required');
  });
  it.each(['a', 'ab', ' ab '])('wants at least 3 characters: %j', (name) => {
    expect(groupNameError(name)).toBe('Group name must be at least 3 characters long');
  });
  it('accepts 3 characters', () => {
    expect(groupNameError('abc')).toBeNull();
  });
});

describe('changedGroupFields', () => {
  const saved = { name: 'Dawn', description: 'Early', isPrivate: false };
  it('is empty when nothing changed', () => {
    expect(changedGroupFields(saved, { ...saved })).toEqual({});
    expect(changedGroupFields(saved, { ...saved, name: ' Dawn ' })).toEqual({});
  });
  it('holds only the changed fields', () => {
    expect(changedGroupFields(saved, { ...saved, isPrivate: true })).toEqual({ isPrivate: true });
    expect(changedGroupFields(saved, { ...saved, name: 'Dusk ', description: '' })).toEqual({
      name: 'Dusk',
      description: '',
    });
  });
});

describe('groupRequestFields', () => {
  it('puts what the server named under the form fields', () => {
    const refused = {
      fieldErrors: { name: 'A group with this name already exists', creatorId: 'Unknown member' },
    };
    expect(serverFieldErrors(refused, groupRequestFields)).toEqual({
      name: 'A group with this name already exists',
    });
    expect(
      serverFieldErrors(
        { fieldErrors: { description: 'Too long', isPrivate: 'Must be a boolean' } },
        groupRequestFields,
      ),
    ).toEqual({ description: 'Too long', isPrivate: 'Must be a boolean' });
  });
  it('leaves a failure naming none of them to the form', () => {
    expect(serverFieldErrors({ fieldErrors: { creatorId: 'Unknown' } }, groupRequestFields)).toBe(
      null,
    );
    expect(serverFieldErrors({ fieldErrors: {} }, groupRequestFields)).toBeNull();
  });
});

describe('editedGroupFields', () => {
  const before = { name: 'Dawn', description: 'Early', isPrivate: false };
  it('lists the fields that changed', () => {
    expect(editedGroupFields(before, { ...before })).toEqual([]);
    expect(editedGroupFields(before, { ...before, name: 'Dawn ' })).toEqual(['name']);
    expect(editedGroupFields(before, { name: 'Dusk', description: '', isPrivate: true })).toEqual([
      'name',
      'description',
      'isPrivate',
    ]);
  });
});

describe('a saved group with her edits over it', () => {
  const saved = { name: 'Dawn Patrol', description: 'Lifting at dawn', isPrivate: false };

  it('shows the saved group where she edited nothing', () => {
    expect(withGroupEdits(saved, {})).toEqual(saved);
    expect(withGroupEdits(saved, { description: 'Mine' })).toEqual({
      ...saved,
      description: 'Mine',
    });
  });

  it('keeps only the fields she edited', () => {
    const shown = withGroupEdits(saved, {});
    expect(nextGroupEdits(saved, {}, shown, { ...shown, description: 'Mine' })).toEqual({
      description: 'Mine',
    });
  });

  it('lets a field set back to the saved value follow the group again', () => {
    const edits = { description: 'Mine', isPrivate: true };
    const shown = withGroupEdits(saved, edits);
    expect(nextGroupEdits(saved, edits, shown, { ...shown, isPrivate: false })).toEqual({
      description: 'Mine',
    });
  });

  it('shows a change made elsewhere in a field she did not edit, and does not send it back', () => {
    const edits = nextGroupEdits(saved, {}, saved, { ...saved, description: 'Mine' });
    const renamed = { ...saved, name: 'Dawn Patrol PM', isPrivate: true };
    const shown = withGroupEdits(renamed, edits);
    expect(shown).toEqual({ name: 'Dawn Patrol PM', description: 'Mine', isPrivate: true });
    expect(changedGroupFields(renamed, shown)).toEqual({ description: 'Mine' });
  });
});

describe('editsNotSaved', () => {
  it('forgets the edits that were saved, the name without its surrounding spaces', () => {
    expect(editsNotSaved({ name: 'Dawn Patrol  ' }, { name: 'Dawn Patrol' })).toEqual({});
  });

  it('keeps a field changed while the save was on its way, and one not sent', () => {
    expect(
      editsNotSaved(
        { name: 'Dawn Patrol X', description: 'Mine', isPrivate: false },
        { name: 'Dawn Patrol', isPrivate: false },
      ),
    ).toEqual({ name: 'Dawn Patrol X', description: 'Mine' });
  });
});
