import { GROUP_NAME_MIN_LENGTH } from '@reprally/api-client';

/** What the create and settings forms edit. */
export type GroupDraft = { name: string; description: string; isPrivate: boolean };

/** A new group starts empty and private. */
export const emptyGroupDraft: GroupDraft = { name: '', description: '', isPrivate: true };

export const groupFormMessages = {
  nameRequired: 'Group name is required',
  nameTooShort: 'Group name must be at least 3 characters long',
} as const;

/** A group name is required and has at least 3 characters (surrounding spaces do not count). */
export function groupNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return groupFormMessages.nameRequired;
  if (trimmed.length < GROUP_NAME_MIN_LENGTH) return groupFormMessages.nameTooShort;
  return null;
}

/** Only the fields that differ from the saved group; empty when nothing changed. */
export function changedGroupFields(saved: GroupDraft, draft: GroupDraft): Partial<GroupDraft> {
  const changes: Partial<GroupDraft> = {};
  if (draft.name.trim() !== saved.name) changes.name = draft.name.trim();
  if (draft.description !== saved.description) changes.description = draft.description;
  if (draft.isPrivate !== saved.isPrivate) changes.isPrivate = draft.isPrivate;
  return changes;
}
