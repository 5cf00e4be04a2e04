import { Link, useSearch } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import type { DashboardSectionProps } from "../sections";
import { FragmentDisclosure } from "./FragmentDisclosure";
import { FragmentList } from "./FragmentList";
import { FragmentPage, NewFragmentPage } from "./FragmentPage";
import { isKnownFragmentType } from "./fragment-types";
import { fragmentsUrl } from "./fragment-urls";

/** A fragment's id: a UUID. */
const isFragmentUUID = (page: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(page);

/** The page the address names: the list, a new fragment of a type, or a fragment. */
function SectionPage({ page }: DashboardSectionProps) {
  const search = new URLSearchParams(useSearch());
  if (page === undefined) return <FragmentList />;
  const back = (
    <p>
      <Link href={fragmentsUrl()}>{t("All fragments")}</Link>
    </p>
  );
  if (page === "new") {
    const fragmentType = search.get("fragmentType") ?? "";
    if (!isKnownFragmentType(fragmentType)) {
      return (
        <>
          {back}
          <p role="alert">{t("Choose what the new fragment replaces: that type is unknown.")}</p>
        </>
      );
    }
    return (
      <>
        {back}
        <NewFragmentPage key={fragmentType} fragmentType={fragmentType} name={search.get("name") ?? ""} />
      </>
    );
  }
  if (isFragmentUUID(page)) {
    return (
      <>
        {back}
        <FragmentPage key={page} uuid={page} />
      </>
    );
  }
  return <p role="alert">{t("The page you were looking for could not be found.")}</p>;
}

/**
 * The dashboard's custom fragments (site.manage; saving code needs fragments.manage): the list at
 * `/dashboard/fragments`, a new fragment at `/dashboard/fragments/new?fragmentType=`, and a fragment's
 * page at `/dashboard/fragments/<fragmentUUID>`, all behind the developer warning accepted once.
 */
export default function FragmentsSection({ page }: DashboardSectionProps) {
  return (
    <FragmentDisclosure>
      <SectionPage page={page} />
    </FragmentDisclosure>
  );
}
