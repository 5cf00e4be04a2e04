import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { t } from "../../../runtime/i18n/t";
import { isLetterAvatarUrl } from "../../../runtime/url/letter-avatar";
import { useSessionStore } from "../../../runtime/data/session-store";
import type { User } from "../../../schemas/entities/user.schema";
import { Button } from "../../ui/Button";
import { UserPhoto } from "../../ui/UserPhoto";
import * as formStyles from "./form.styles";
import * as styles from "./photo-settings.styles";
import { asApiError, deleteOwnPhoto, uploadOwnPhoto } from "./account-api";
import { centeredSquare, cropToBlob, readAsDataUrl, type CropSquare } from "./photo-crop";
import { PhotoCropper } from "./PhotoCropper";

interface Chosen {
  src: string;
  natural: { width: number; height: number } | null;
  square: CropSquare | null;
}

/**
 * The Photo section of the account settings: the current photo, a file input, the square crop
 * step (done in the browser, 290×290 PNG), Save and Remove. A saved or removed photo changes in
 * the session (the title bar's avatar) and every cached answer is fetched again (the member's posts).
 */
export function PhotoSettingsForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const store = useSessionStore();
  const { mutate } = useSWRConfig();
  const inputID = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A member with no photo of their own is shown their letter avatar: nothing to remove.
  const [photoUrl, setPhotoUrl] = useState(
    isLetterAvatarUrl(user.photoUrl ?? "") ? "" : (user.photoUrl ?? ""),
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState<"save" | "remove" | null>(null);

  function showPhoto(url: string, message: string) {
    setPhotoUrl(url);
    setChosen(null);
    if (inputRef.current) inputRef.current.value = "";
    store.update((state) => {
      state.user.photoUrl = url;
    });
    // The member's posts carry their photo: fetch every cached answer again.
    void mutate(() => true);
    setStatus(message);
  }

  async function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    setStatus("");
    setChosen(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError(t("Choose an image file."));
      return;
    }
    try {
      setChosen({ src: await readAsDataUrl(file), natural: null, square: null });
    } catch {
      setError(t("That file could not be read."));
    }
  }

  function handleLoad(image: HTMLImageElement) {
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    if (!natural.width || !natural.height) return;
    setChosen(
      (current) => current && { ...current, natural, square: centeredSquare(natural.width, natural.height) },
    );
  }

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    const image = imageRef.current;
    if (!chosen?.square || !image) return;
    setError(null);
    setStatus("");
    setPending("save");
    try {
      const blob = await cropToBlob(image, chosen.square);
      if (!blob) setError(t("Your browser could not crop this photo."));
      else showPhoto(await uploadOwnPhoto(blob, "photo.png"), t("Your photo was saved."));
    } catch (caught) {
      setError(asApiError(caught).message);
    }
    setPending(null);
  }

  async function handleRemove() {
    setError(null);
    setStatus("");
    setPending("remove");
    try {
      await deleteOwnPhoto();
      showPhoto("", t("Your photo was removed."));
    } catch (caught) {
      setError(asApiError(caught).message);
    }
    setPending(null);
  }

  return (
    <form className={formStyles.form} onSubmit={handleSave} noValidate aria-labelledby={labelledBy}>
      {error && (
        <div role="alert" className={formStyles.alert}>
          {error}
        </div>
      )}
      <div className={styles.current}>
        <UserPhoto user={{ name: user.name, photoUrl }} size="xlarge" />
      </div>
      <div className={styles.fileField}>
        <label htmlFor={inputID}>{t("Choose a photo")}</label>
        <input ref={inputRef} id={inputID} type="file" accept="image/*" onChange={handleChoose} />
      </div>
      {chosen && (
        <PhotoCropper
          src={chosen.src}
          imageRef={imageRef}
          natural={chosen.natural}
          square={chosen.square}
          onLoad={handleLoad}
          onError={() => {
            setChosen(null);
            setError(t("That file could not be read as an image."));
          }}
          onMove={(square) => setChosen((current) => current && { ...current, square })}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" buttonType="primary" isLoading={pending === "save"} disabled={!chosen?.square}>
          {t("Save Photo")}
        </Button>
        {photoUrl && (
          <Button type="button" isLoading={pending === "remove"} onClick={handleRemove}>
            {t("Remove Photo")}
          </Button>
        )}
        <span role="status">{status}</span>
      </div>
    </form>
  );
}
