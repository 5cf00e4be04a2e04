/** The request that produced the current page's audit log entry; later calls link to it as their parent. */
export type AuditLogContext = {
  auditLogID: string;
  requestPath: string;
  requestMethod: string;
  requestQuery: Record<string, unknown>;
};

let current: AuditLogContext | null = null;

/** Sets (or, with null, clears) the audit log context sent with every API call from now on. */
export function setAuditLogContext(context: AuditLogContext | null): void {
  current = context;
}

/** The audit log context in effect, or null when there is none. */
export function getAuditLogContext(): AuditLogContext | null {
  return current;
}

/** The parent audit log headers for a context; none without one (content spec §7). */
export function auditLogHeaders(context: AuditLogContext | null): Record<string, string> {
  if (!context) return {};
  return {
    "X-Parent-Audit-Log-Id": context.auditLogID,
    "X-Parent-Audit-Log-Request-Path": context.requestPath,
    "X-Parent-Audit-Log-Request-Method": context.requestMethod,
    "X-Parent-Audit-Log-Request-Query": toHeaderSafeJson(context.requestQuery),
  };
}

// Header values must be ISO-8859-1 (fetch throws otherwise); \u escapes keep the JSON identical once parsed.
function toHeaderSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
