import type {
  SpotlightUser,
  UserSpotlightWidgetProps,
} from "../../../schemas/widgets/user-spotlight-widget.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { WidgetHydrator } from "../types";
import { notFound } from "../../http/errors";
import { getUserRow } from "../../services/users/users";
import { presentUser } from "../../services/users/user-presenter";

/**
 * Preloads the featured member as `userInfo` through the users service, so a private (or banned,
 * with ui.bannedPrivateProfile) profile shows only its public fragment (content spec §6). An unknown
 * user fails the node (LayoutError); a viewer who may not view profiles gets no `userInfo`, so the
 * widget stays empty, as `GET /users/{id}` would refuse them.
 */
export const hydrateUserSpotlightWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams } = props as UserSpotlightWidgetProps;
  const row = apiParams?.userID ? await getUserRow(ctx.db, apiParams.userID) : undefined;
  if (!row) throw notFound("User");
  if (!hasPermission(ctx.viewer.checker, ["profiles.view", "users.add", "users.edit", "users.delete"])) {
    return { ...props };
  }
  const user = await presentUser(ctx.db, row, ctx.viewer, {
    bannedPrivateProfile: ctx.config["ui.bannedPrivateProfile"],
  });
  const userInfo: SpotlightUser = {
    userID: user.userID,
    name: user.name,
    url: user.url,
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive,
    banned: user.banned,
    private: user.private,
    ...(user.title !== undefined ? { title: user.title } : {}),
    ...(user.label !== undefined ? { label: user.label } : {}),
    ...(user.countDiscussions !== undefined ? { countDiscussions: user.countDiscussions } : {}),
    ...(user.countComments !== undefined ? { countComments: user.countComments } : {}),
  };
  return { ...props, userInfo };
};
