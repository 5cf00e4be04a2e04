import type { Migration, MigrationProvider } from "kysely";
import type { Dialect } from "../columns";
import { initialMigration } from "./000x/0001-initial";
import { systemDataMigration } from "./000x/0002-system-data";
import { layoutsMigration } from "./000x/0003-layouts";
import { categoryFollowsMigration } from "./000x/0004-category-follows";
import { collectionsMigration } from "./000x/0005-collections";
import { fragmentsMigration } from "./000x/0006-fragments";
import { trackingMigration } from "./000x/0007-tracking";
import { postsMigration } from "./000x/0008-posts";
import { renderedBodiesMigration } from "./000x/0009-rendered-bodies";
import { abuseLimitsMigration } from "./001x/0010-abuse-limits";
import { longRunnerMigration } from "./001x/0011-long-runner";
import { reportsMigration } from "./001x/0012-reports";
import { revisionsMigration } from "./001x/0013-revisions";
import { warningsMigration } from "./001x/0014-warnings";
import { deletedCommentsMigration } from "./001x/0015-deleted-comments";
import { longRunnerReplayMigration } from "./001x/0016-long-runner-replay";
import { scaleIndexesMigration } from "./001x/0017-scale-indexes";
import { draftsMigration } from "./001x/0018-drafts";
import { searchMigration } from "./001x/0019-search";
import { searchOrderMigration } from "./002x/0020-search-order";
import { searchTitlesMigration } from "./002x/0021-search-titles";
import { notificationPreferencesMigration } from "./002x/0022-notification-preferences";
import { userTokensMigration } from "./002x/0023-user-tokens";
import { privacyAndInvitationsMigration } from "./002x/0024-privacy-and-invitations";
import { themesMigration } from "./002x/0025-themes";
import { memberBansMigration } from "./002x/0026-member-bans";
import { addonsMigration } from "./002x/0027-addons";
import { attachmentsMigration } from "./002x/0028-attachments";
import { memberCommentsIndexMigration } from "./002x/0029-member-comments-index";
import { translationsMigration } from "./003x/0030-translations";
import { categoryAppearanceMigration } from "./003x/0031-category-appearance";
import { participantsIndexMigration } from "./003x/0032-participants-index";
import { invitationCodesMigration } from "./003x/0033-invitation-codes";
import { notificationGroupsMigration } from "./003x/0035-notification-groups";
import { memberBlocksMigration } from "./003x/0036-member-blocks";
import { sessionPersistenceMigration } from "./003x/0034-session-persistence";
import { bodyImagesMigration } from "./003x/0037-body-images";
import { notificationMailMigration } from "./003x/0038-notification-mail";
import { notificationDigestsMigration } from "./003x/0039-notification-digests";
import { layoutRevisionsMigration } from "./004x/0040-layout-revisions";
import { reportResolutionsMigration } from "./004x/0041-report-resolutions";
import { harbourContrastMigration } from "./004x/0045-harbour-contrast";
import { communityHealthMigration } from "./004x/0046-community-health";
import { memberSortIndexesMigration } from "./004x/0047-member-sort-indexes";
import { layoutScheduleUserMigration } from "./004x/0048-layout-schedule-user";
import { fragmentRevisionsMigration } from "./004x/0049-fragment-revisions";
import { categoryNewestIndexMigration } from "./005x/0050-category-newest-index";
import { liveEventsMigration } from "./005x/0051-live-events";
import { jobFailuresMigration } from "./005x/0052-job-failures";
import { importsMigration } from "./005x/0053-imports";
import { mediaByPostMigration } from "./005x/0054-media-by-post";

/**
 * The migrations, listed statically so they survive bundling (no folder scan). Names sort in the
 * order they run.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    "0001-initial": initialMigration(dialect),
    "0002-system-data": systemDataMigration,
    "0003-layouts": layoutsMigration(dialect),
    "0004-category-follows": categoryFollowsMigration(dialect),
    "0005-collections": collectionsMigration(dialect),
    "0006-fragments": fragmentsMigration(dialect),
    "0007-tracking": trackingMigration(dialect),
    "0008-posts": postsMigration(dialect),
    "0009-rendered-bodies": renderedBodiesMigration(dialect),
    "0010-abuse-limits": abuseLimitsMigration(dialect),
    "0011-long-runner": longRunnerMigration(dialect),
    "0012-reports": reportsMigration(dialect),
    "0013-revisions": revisionsMigration(dialect),
    "0014-warnings": warningsMigration(dialect),
    "0015-deleted-comments": deletedCommentsMigration(dialect),
    "0016-long-runner-replay": longRunnerReplayMigration,
    "0017-scale-indexes": scaleIndexesMigration(dialect),
    "0018-drafts": draftsMigration(dialect),
    "0019-search": searchMigration(dialect),
    "0020-search-order": searchOrderMigration(dialect),
    "0021-search-titles": searchTitlesMigration(dialect),
    "0022-notification-preferences": notificationPreferencesMigration(dialect),
    "0023-user-tokens": userTokensMigration(dialect),
    "0024-privacy-and-invitations": privacyAndInvitationsMigration(dialect),
    "0025-themes": themesMigration(dialect),
    "0026-member-bans": memberBansMigration(dialect),
    "0027-addons": addonsMigration(dialect),
    "0028-attachments": attachmentsMigration(dialect),
    "0029-member-comments-index": memberCommentsIndexMigration(dialect),
    "0030-translations": translationsMigration(dialect),
    "0031-category-appearance": categoryAppearanceMigration(dialect),
    "0032-participants-index": participantsIndexMigration(dialect),
    "0033-invitation-codes": invitationCodesMigration(dialect),
    "0035-notification-groups": notificationGroupsMigration,
    "0036-member-blocks": memberBlocksMigration(dialect),
    "0034-session-persistence": sessionPersistenceMigration,
    "0037-body-images": bodyImagesMigration,
    "0038-notification-mail": notificationMailMigration(dialect),
    "0039-notification-digests": notificationDigestsMigration(dialect),
    "0040-layout-revisions": layoutRevisionsMigration(dialect),
    "0041-report-resolutions": reportResolutionsMigration(),
    "0045-harbour-contrast": harbourContrastMigration,
    "0046-community-health": communityHealthMigration(dialect),
    "0047-member-sort-indexes": memberSortIndexesMigration,
    "0048-layout-schedule-user": layoutScheduleUserMigration(),
    "0049-fragment-revisions": fragmentRevisionsMigration(dialect),
    "0050-category-newest-index": categoryNewestIndexMigration,
    "0051-live-events": liveEventsMigration(dialect),
    "0052-job-failures": jobFailuresMigration,
    "0053-imports": importsMigration(dialect),
    "0054-media-by-post": mediaByPostMigration,
  };
  return { getMigrations: async () => migrations };
}
