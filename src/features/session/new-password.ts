import { t } from "../../../runtime/i18n/t";
import { PASSWORD_MIN_LENGTH } from "../../../schemas/api/account.schema";

/** The password rules, said under the new-password field before anything is typed. */
export const passwordRulesText = () =>
  t("Use at least {count} characters. A few unrelated words make a good password.", {
    count: PASSWORD_MIN_LENGTH,
  });

/** What is wrong with a new password typed twice, per field; empty when it may be sent. */
export function newPasswordProblems(password: string, confirmation: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.password = [
      t("Your new password is too short: use at least {count} characters.", { count: PASSWORD_MIN_LENGTH }),
    ];
  } else if (password !== confirmation) {
    problems.confirmation = [t("The two passwords are not the same. Type the new password again.")];
  }
  return problems;
}
