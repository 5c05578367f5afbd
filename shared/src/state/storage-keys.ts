/** Keys the portal keeps in the browser (docs/spec.md sections 3 and 9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  currentTrans: 'currentTrans',
  user: 'user',
  roleName: 'roleName',
  hash: 'hash',
  /** The onboarding checklist (currentStep, steps, currentTab), docs/spec.md section 3. */
  onboarding: 'onboarding',
} as const;

/** The request_id returned when a one-time code is sent lives in session storage under this key. */
export const SESSION_KEYS = {
  requestId: 'request_id',
  /**
   * The page that asked a guest to sign in (the tournament of docs/spec.md's held slug, an invitation, a vote...),
   * kept for the tab while the sign-in or registration runs, and gone once it has led back there.
   */
  returnPath: 'return_path',
} as const;
