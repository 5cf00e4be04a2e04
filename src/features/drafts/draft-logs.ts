/** What is logged, never shown (content spec §8 "Logged, not shown to the user"). */
export const DRAFT_LOGS = {
  delete: "Error deleting draft",
  fetch: "Error fetching draft from server",
  autosave: "Error autosaving draft",
  update: "Error updating draft",
  invalidMeta: "Invalid draft meta",
  noBody: "Invalid draft, no body content",
  unknownStructure: "Draft attributes contain unknown structure",
  link: "Failed to create draft location link",
} as const;
