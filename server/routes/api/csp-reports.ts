import type { FastifyInstance, FastifyRequest } from "fastify";
import { CSP_REPORT_PATH } from "../../http/security/csp";
import { HttpError } from "../../http/errors";

/** Reports one address may send per window before answers turn to 429 (browsers send them in bursts). */
export const CSP_REPORT_LIMIT = { max: 30, windowMs: 60_000 } as const;
/** Reports of one Reporting API batch that are logged; the rest are dropped. */
const MAX_REPORTS_PER_BODY = 10;
/** Addresses remembered at most; past it the oldest windows are forgotten first. */
const MAX_TRACKED_ADDRESSES = 10_000;

/** Options of {@link cspReportRoutes}. */
export interface CspReportOptions {
  /** Overrides of {@link CSP_REPORT_LIMIT} (tests). */
  limit?: { max: number; windowMs: number };
}

/**
 * `POST /api/v2/csp-reports`: where browsers send CSP violations (the policy's `report-uri` and
 * `report-to`, server/http/security/csp.ts). Accepts `application/csp-report` (report-uri) and
 * `application/reports+json` (the Reporting API), answers 204 and logs a one-line summary per
 * violation. It needs no session and no CSRF header (browsers send neither), so it is registered
 * outside the API's viewer scope, exempt from the CSRF check, and rate limited per address in
 * process: reports are diagnostics, and losing some under a flood is fine.
 */
export async function cspReportRoutes(app: FastifyInstance, options: CspReportOptions = {}): Promise<void> {
  const limiter = new WindowLimiter(options.limit ?? CSP_REPORT_LIMIT);
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      ["application/csp-report", "application/reports+json"],
      { parseAs: "string" },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new HttpError(400, "The report is not valid JSON."), undefined);
        }
      },
    );
    const onRequest = async (request: FastifyRequest) => {
      // Counted before the body is read, so a flood costs no parsing.
      if (!limiter.take(request.ip)) {
        throw new HttpError(429, "Too many reports.", { description: "Please slow down." });
      }
    };
    scoped.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024, onRequest }, async (request, reply) => {
      // Fastify would also read text/plain; a report is JSON under one of the report types.
      if (!reportTypes.has(mediaTypeOf(request.headers["content-type"]))) {
        throw new HttpError(415, "Reports are application/csp-report or application/reports+json.");
      }
      for (const summary of summarizeCspReports(request.body)) logViolation(request, summary);
      return reply.status(204).send();
    });
  });
}

const reportTypes = new Set(["application/csp-report", "application/reports+json", "application/json"]);

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function logViolation(request: FastifyRequest, summary: string): void {
  request.log.warn({ ip: request.ip }, summary);
}

/**
 * One line per violation in a report body: `CSP violation: img-src blocked https://host/path on
 * https://site/page`. URLs lose their query and fragment (they may carry tokens) and every value is
 * cut short and stripped of control characters, so a forged report cannot flood or forge log lines.
 */
export function summarizeCspReports(body: unknown): string[] {
  const reports: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    // application/reports+json: [{type: "csp-violation", url, body: {...}}, ...]
    for (const entry of body.slice(0, MAX_REPORTS_PER_BODY)) {
      if (isRecord(entry) && entry.type === "csp-violation" && isRecord(entry.body)) {
        const report = entry.body;
        reports.push({
          directive: report.effectiveDirective ?? report.violatedDirective,
          blocked: report.blockedURL,
          page: report.documentURL ?? entry.url,
          disposition: report.disposition,
        });
      }
    }
  } else if (isRecord(body) && isRecord(body["csp-report"])) {
    // application/csp-report: {"csp-report": {...}}
    const report = body["csp-report"];
    reports.push({
      directive: report["effective-directive"] ?? report["violated-directive"],
      blocked: report["blocked-uri"],
      page: report["document-uri"],
      disposition: report.disposition,
    });
  }
  return reports.map((report) => {
    const mode = report.disposition === "report" ? " (report only)" : "";
    return `CSP violation: ${clean(report.directive)} blocked ${cleanUrl(report.blocked)} on ${cleanUrl(report.page)}${mode}`;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Control characters and line separators: a report must not start a log line of its own.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function clean(value: unknown, maxLength = 100): string {
  if (typeof value !== "string" && typeof value !== "number") return "?";
  const text = String(value).replace(controlCharacters, "").trim();
  return (text.length > maxLength ? `${text.slice(0, maxLength)}…` : text) || "?";
}

function cleanUrl(value: unknown): string {
  if (typeof value !== "string") return "?";
  // "inline", "eval", "data" and the like are keywords, not URLs.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return clean(value, 40);
  try {
    const url = new URL(value);
    return clean(`${url.origin}${url.pathname}`, 200);
  } catch {
    return "?";
  }
}

/** A fixed-window counter per key, in process: enough to stop one address flooding the log. */
class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: { max: number; windowMs: number }) {}

  /** Counts one request for `key`; false once the key has used its window's allowance. */
  take(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      this.forgetOld(now);
      window = { start: now, count: 0 };
      // Re-inserted, so the Map's order stays oldest window first.
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit.max;
  }

  private forgetOld(now: number): void {
    if (this.windows.size < MAX_TRACKED_ADDRESSES) return;
    for (const [key, window] of this.windows) {
      if (this.windows.size >= MAX_TRACKED_ADDRESSES || now - window.start >= this.limit.windowMs) {
        this.windows.delete(key);
      } else break;
    }
  }
}
