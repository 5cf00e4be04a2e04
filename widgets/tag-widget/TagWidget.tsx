import { useId } from "react";
import type { TagWidgetProps } from "../../schemas/widgets/tag-widget.schema";
import { t } from "../../runtime/i18n/t";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import * as styles from "./TagWidget.styles";

/** TagWidget: the preloaded tags, each a link to `/discussions?tagID={id}` with its discussion count. */
export function TagWidget(props: TagWidgetProps) {
  const titleID = useId();
  const tags = props.tags ?? [];
  if (tags.length === 0) return null;
  return (
    <section
      className={styles.root}
      aria-labelledby={props.title ? titleID : undefined}
      aria-label={props.title ? undefined : t("Tags")}
    >
      {props.title ? (
        <h2 id={titleID} className={styles.title}>
          {props.title}
        </h2>
      ) : null}
      {props.description ? <p className={styles.description}>{props.description}</p> : null}
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.tagID}>
            <a className={styles.tag} href={`/discussions?tagID=${tag.tagID}`}>
              <bdi>{tag.name}</bdi> <FormattedNumber className={styles.count} value={tag.countDiscussions} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default TagWidget;
