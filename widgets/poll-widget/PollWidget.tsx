import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import type { PollWidgetProps } from "../../schemas/widgets/poll-widget.schema";
import type { Poll } from "../../schemas/entities/poll.schema";
import { t } from "../../runtime/i18n/t";
import { apiClient } from "../../runtime/api/api-client";
import { apiFetcher } from "../../runtime/data/swr-config";
import { configValue, useSession } from "../../runtime/data/session-store";
import { Button } from "../../src/ui/Button";
import { errorMessageOf } from "../../src/ui/toasts/error-message";
import * as styles from "./PollWidget.styles";

function percent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** The results: each option with its votes and share; the member's own choice marked. */
function PollResults({ poll }: { poll: Poll }) {
  return (
    <>
      <ul className={styles.results}>
        {poll.options.map((option) => {
          const share = percent(option.countVotes, poll.countVotes);
          const isMine = poll.myVote === option.pollOptionID;
          return (
            <li key={option.pollOptionID} className={isMine ? styles.mine : undefined}>
              <span className={styles.resultLine}>
                <span>
                  {option.body}
                  {isMine ? ` (${t("Your vote")})` : ""}
                </span>
                <span>{t("{count} votes ({share}%)", { count: option.countVotes, share })}</span>
              </span>
              <meter className={styles.bar} min={0} max={100} value={share} aria-label={option.body} />
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>{t("{count} members voted", { count: poll.countVotes })}</p>
    </>
  );
}

/** The vote form: one radio per option and a Vote button; the results replace it once counted. */
function PollVoteForm({ poll, onVoted }: { poll: Poll; onVoted: (poll: Poll) => void }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return;
    setIsSending(true);
    setError(null);
    try {
      const { data } = await apiClient.post<Poll>(`polls/${poll.pollID}/votes`, {
        body: { pollOptionID: choice },
      });
      onVoted(data);
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setIsSending(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.options}>
        <legend className={styles.question}>{poll.name}</legend>
        {poll.options.map((option) => (
          <label key={option.pollOptionID} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.pollOptionID}
              checked={choice === option.pollOptionID}
              onChange={() => setChoice(option.pollOptionID)}
            />
            {option.body}
          </label>
        ))}
      </fieldset>
      <Button type="submit" buttonType="primary" disabled={choice === null} isLoading={isSending}>
        {t("Vote")}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function PollBody({ title, pollID, poll: preloaded }: PollWidgetProps) {
  const isMember = useSession((s) => s.user.userID > 0);
  const { data, mutate } = useSWR<Poll>(`polls/${pollID}`, apiFetcher, {
    fallbackData: preloaded,
    revalidateOnMount: preloaded === undefined,
    revalidateOnFocus: false,
  });
  if (!data) return null;
  const canVote = isMember && data.myVote === null;
  return (
    <section className={styles.root} aria-label={title ?? t("Poll")}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {canVote ? (
        <PollVoteForm poll={data} onVoted={(poll) => void mutate(poll, { revalidate: false })} />
      ) : (
        <>
          <p className={styles.question}>{data.name}</p>
          <PollResults poll={data} />
        </>
      )}
    </section>
  );
}

/**
 * PollWidget: a poll of the Polls addon. Members who have not voted choose one option and vote
 * (one vote each); everyone else sees the results. Nothing renders while the addon is off.
 */
export function PollWidget(props: PollWidgetProps) {
  const isEnabled = useSession((s) => configValue(s, "addons.polls.enabled", false));
  if (!isEnabled) return null;
  return <PollBody {...props} />;
}

export default PollWidget;
