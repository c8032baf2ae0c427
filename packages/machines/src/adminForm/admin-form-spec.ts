export type FieldErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

export type FormValidation<TValues, TPayload> =
  { ok: true; payload: TPayload } | { ok: false; errors: FieldErrors<TValues> };

export interface AdminFormMessages {
  created: string;
  updated: string;
  deleted: string;
  /** Banner fallbacks when the failure carries no message. */
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  confirmDelete: string;
  idRequired: string;
}

/** What makes the one admin form machine a challenge form or a monthly badge form. */
export interface AdminFormSpec<TItem extends { id?: number | null }, TValues, TPayload> {
  subject: 'challenge' | 'monthlyBadge';
  defaults: TValues;
  /** Prefill from a card; a missing description becomes ''. */
  fromItem: (item: TItem) => TValues;
  validate: (values: TValues) => FormValidation<TValues, TPayload>;
  /**
   * The request body's fields, as the request spells them, to the form's fields: where the
   * server's messages about a refused save show.
   */
  requestFields: Readonly<Record<string, keyof TValues & string>>;
  messages: AdminFormMessages;
  /** Only the monthly badges screen evaluates badges. */
  canEvaluate: boolean;
}
