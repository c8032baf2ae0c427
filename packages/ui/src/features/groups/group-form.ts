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

export type GroupField = keyof GroupDraft;

/** A message under each field of the group form that has one. */
export type GroupFieldErrors = Partial<Record<GroupField, string | null | undefined>>;

/** The paths of the create and update request bodies, onto the group form's fields. */
export const groupRequestFields: Readonly<Record<string, GroupField>> = {
  name: 'name',
  description: 'description',
  isPrivate: 'isPrivate',
};

/** The fields whose value differs between two drafts. */
export function editedGroupFields(before: GroupDraft, after: GroupDraft): GroupField[] {
  const fields: readonly GroupField[] = ['name', 'description', 'isPrivate'];
  return fields.filter((field) => before[field] !== after[field]);
}
