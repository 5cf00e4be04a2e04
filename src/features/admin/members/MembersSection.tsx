import { useEffect, useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../../runtime/data/session-store";
import { hasPermission } from "../../../../runtime/permissions/permission-checker";
import type { Role } from "../../../../schemas/api/roles.schema";
import type { User } from "../../../../schemas/entities/user.schema";
import type { MemberListSort } from "../../../../schemas/api/users-admin.schema";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { FormattedNumber } from "../../../ui/FormattedNumber";
import { Loader } from "../../../ui/Loader";
import { Tag } from "../../../ui/Tag";
import type { DashboardSectionProps } from "../sections";
import { AddMemberDialog } from "./AddMemberDialog";
import { BanDialog } from "./BanDialog";
import { MemberSortHeader } from "./MemberSortHeader";
import { RolesDialog } from "./RolesDialog";
import { useAssignableRoles, useMembers, type MemberFilter } from "./use-members";
import * as styles from "./MembersSection.styles";

/** How long typing rests before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;

type Dialog = { kind: "ban" | "roles"; member: User } | { kind: "add" } | null;

function MemberRow({
  member,
  roles,
  isSelf,
  onOpen,
}: {
  member: User;
  roles: Role[] | undefined;
  /** The viewer's own row: nobody bans themself or changes their own roles, so neither is offered. */
  isSelf: boolean;
  onOpen(dialog: Dialog): void;
}) {
  const roleNames = (member.roles ?? []).map((role) => role.name).join(", ");
  const locale = useSession((state) => state.locale);
  return (
    <tr>
      <th scope="row">
        <a href={member.url}>{member.name}</a>
        {member.email && <span className={styles.email}>{member.email}</span>}
      </th>
      <td>{roleNames}</td>
      <td>{member.dateInserted && <DateTime date={member.dateInserted} />}</td>
      <td>{member.dateLastActive && <DateTime date={member.dateLastActive} />}</td>
      <td className={styles.number}>
        {member.countDiscussions !== undefined && (
          <FormattedNumber value={member.countDiscussions + (member.countComments ?? 0)} locale={locale} />
        )}
      </td>
      <td>{member.banned === 1 && <Tag preset="error">{t("Banned")}</Tag>}</td>
      <td className={styles.actions}>
        {!isSelf && (
          <>
            <Button
              buttonType="dashboardSecondary"
              aria-label={t("Change the roles of {name}", { name: member.name })}
              disabled={!roles}
              onClick={() => onOpen({ kind: "roles", member })}
            >
              {t("Roles")}
            </Button>
            <Button
              buttonType="dashboardSecondary"
              aria-label={
                member.banned === 1
                  ? t("Unban {name}", { name: member.name })
                  : t("Ban {name}", { name: member.name })
              }
              onClick={() => onOpen({ kind: "ban", member })}
            >
              {member.banned === 1 ? t("Unban") : t("Ban")}
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * The dashboard's members section: the members by name, join date, last activity or posts (the
 * column headers order the list, `GET /users` `sort`), searched by name or email prefix, all or
 * the banned ones; each member's roles changed, and members banned and unbanned with a reason
 * (users.edit; the server refuses anything more the viewer may not do, such as acting on a member
 * ranking alike or higher). One's own row offers no actions.
 */
export default function MembersSection(_props: DashboardSectionProps) {
  const searchID = useId();
  const [typed, setTyped] = useState("");
  const [filter, setFilter] = useState<MemberFilter>({ query: "", bannedOnly: false, sort: "name" });
  const [dialog, setDialog] = useState<Dialog>(null);
  const { members, error, hasMore, isLoadingMore, loadMore, refresh } = useMembers(filter);
  const { roles } = useAssignableRoles();
  const ownID = useSession((state) => state.user.userID);
  const canAdd = useSession((state) => hasPermission(checkerOf(state), "users.add"));

  const sortProps = {
    sort: filter.sort,
    onSort: (sort: MemberListSort) => setFilter((now) => ({ ...now, sort })),
  };

  useEffect(() => {
    const timer = setTimeout(() => setFilter((now) => ({ ...now, query: typed.trim() })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <>
      <div className={styles.toolbar} role="search">
        <label htmlFor={searchID}>{t("Search members")}</label>
        <input
          id={searchID}
          type="search"
          className={styles.search}
          value={typed}
          placeholder={t("Name or email")}
          onChange={(event) => setTyped(event.target.value)}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={filter.bannedOnly}
            onChange={(event) => setFilter((now) => ({ ...now, bannedOnly: event.target.checked }))}
          />
          {t("Banned members only")}
        </label>
        {canAdd && (
          <Button buttonType="dashboardPrimary" disabled={!roles} onClick={() => setDialog({ kind: "add" })}>
            {t("Add Member")}
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert">
          {t("There was a problem loading the component")}: {error.message}
        </p>
      ) : !members ? (
        <Loader />
      ) : members.length === 0 ? (
        <p className={styles.empty}>{t("No members match.")}</p>
      ) : (
        // Where the panel is narrower than the columns (a phone), the table scrolls sideways in a
        // region the keyboard can reach, rather than running out of its panel. The email sits under
        // the name, so at 1280 px every column fits.
        <div className={styles.tableScroll} role="region" aria-label={t("Members")} tabIndex={0}>
          <table className={styles.table} aria-label={t("Members")}>
            <thead>
              <tr>
                <MemberSortHeader sortKey="name" label={t("Name")} {...sortProps} />
                <th scope="col">{t("Roles")}</th>
                <MemberSortHeader sortKey="dateInserted" label={t("Joined")} {...sortProps} />
                <MemberSortHeader sortKey="dateLastActive" label={t("Last active")} {...sortProps} />
                <MemberSortHeader sortKey="countPosts" label={t("Posts")} {...sortProps} />
                <th scope="col">{t("Status")}</th>
                <th scope="col">{t("Actions")}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow
                  key={member.userID}
                  member={member}
                  roles={roles}
                  isSelf={member.userID === ownID}
                  onOpen={setDialog}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <Button buttonType="dashboardStandard" isLoading={isLoadingMore} onClick={() => void loadMore()}>
          {t("More members")}
        </Button>
      )}
      {dialog?.kind === "ban" && (
        <BanDialog member={dialog.member} onDone={() => refresh()} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "add" && roles && (
        <AddMemberDialog roles={roles} onDone={() => refresh()} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "roles" && roles && (
        <RolesDialog
          member={dialog.member}
          roles={roles}
          onDone={() => refresh()}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
