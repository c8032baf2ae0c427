import { describe, expect, it } from 'vitest';
import { changedGroupFields, groupNameError } from './group-form';

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
