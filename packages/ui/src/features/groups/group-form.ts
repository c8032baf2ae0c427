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

/**
 * What she changed in a saved group's form: only the fields she edited. The others show the
 * group as the server has it now, so a rename or a change of privacy made by someone else
 * while her form is open shows in it, and her save does not send the old value back.
 */
export type GroupEdits = Partial<GroupDraft>;

/** The form as she sees it: the saved group with her edits over it. */
export function withGroupEdits(saved: GroupDraft, edits: GroupEdits): GroupDraft {
  return { ...saved, ...edits };
}

function setEdit<K extends GroupField>(edits: GroupEdits, field: K, value: GroupDraft[K]): void {
  edits[field] = value;
}

/**
 * Her edits after the form changed from `shown` to `next`. A field she set back to the saved
 * value is no longer an edit, so it follows the group again.
 */
export function nextGroupEdits(
  saved: GroupDraft,
  edits: GroupEdits,
  shown: GroupDraft,
  next: GroupDraft,
): GroupEdits {
  const result: GroupEdits = { ...edits };
  for (const field of editedGroupFields(shown, next)) {
    if (next[field] === saved[field]) delete result[field];
    else setEdit(result, field, next[field]);
  }
  return result;
}

/**
 * Her edits once `saved` has landed: the fields she left as they were sent are saved and follow
 * the group again; a field she changed while the save was on its way stays her edit.
 */
export function editsNotSaved(edits: GroupEdits, saved: Partial<GroupDraft>): GroupEdits {
  const result: GroupEdits = { ...edits };
  for (const field of Object.keys(saved) as GroupField[]) {
    const edit = result[field];
    const sent = saved[field];
    // the name is sent without its surrounding spaces
    const same =
      typeof edit === 'string' && field === 'name' ? edit.trim() === sent : edit === sent;
    if (same) delete result[field];
  }
  return result;
}
