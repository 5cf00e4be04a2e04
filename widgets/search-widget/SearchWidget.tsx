import { useId } from "react";
import type { SearchWidgetProps } from "../../schemas/widgets/search-widget.schema";
import { SearchForm } from "../../src/features/search";
import * as styles from "./SearchWidget.styles";

/**
 * A title and a search box that opens the search page or the external search (content spec §2), with
 * the scope drop-down when the layout gives scopes (e.g. everywhere and the page's category).
 */
export function SearchWidget({ title, description, placeholder, scopes }: SearchWidgetProps) {
  const headingID = useId();
  const hasTitle = Boolean(title?.trim());
  return (
    <section className={styles.widget} aria-labelledby={hasTitle ? headingID : undefined}>
      {hasTitle && (
        <h2 id={headingID} className={styles.title}>
          {title}
        </h2>
      )}
      {description && <p className={styles.description}>{description}</p>}
      <SearchForm placeholder={placeholder} scopes={scopes} />
    </section>
  );
}

export default SearchWidget;
