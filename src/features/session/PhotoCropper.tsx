import { useId, useRef, type KeyboardEvent, type PointerEvent, type Ref } from "react";
import { t } from "../../../runtime/i18n/t";
import { moveSquare, squareAfterKey, type CropSquare } from "./photo-crop";
import * as styles from "./photo-settings.styles";

/** Props of {@link PhotoCropper}. */
export interface PhotoCropperProps {
  /** The chosen image as a data: URL. */
  src: string;
  imageRef: Ref<HTMLImageElement>;
  /** The image's own size, once it has loaded. */
  natural: { width: number; height: number } | null;
  square: CropSquare | null;
  onLoad: (image: HTMLImageElement) => void;
  onError: () => void;
  onMove: (square: CropSquare) => void;
}

/**
 * The crop step of a new photo: the chosen image with a square laid over it. The square is a
 * focusable group that moves with the arrow keys (Shift for bigger steps) and by dragging.
 */
export function PhotoCropper({ src, imageRef, natural, square, onLoad, onError, onMove }: PhotoCropperProps) {
  const hintID = useId();
  const drag = useRef<{ pointerX: number; pointerY: number; start: CropSquare; scale: number } | null>(null);

  function handleKeyDown(event: KeyboardEvent) {
    if (!natural || !square) return;
    const next = squareAfterKey(square, event.key, event.shiftKey, natural.width, natural.height);
    if (!next) return;
    event.preventDefault();
    onMove(next);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    const shown = event.currentTarget.parentElement?.getBoundingClientRect().width ?? 0;
    if (!natural || !square || shown <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      start: square,
      scale: natural.width / shown,
    };
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const started = drag.current;
    if (!started || !natural) return;
    const dx = (event.clientX - started.pointerX) * started.scale;
    const dy = (event.clientY - started.pointerY) * started.scale;
    onMove(moveSquare(started.start, dx, dy, natural.width, natural.height));
  }

  const endDrag = () => {
    drag.current = null;
  };
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <>
      <div className={styles.cropArea}>
        <img
          ref={imageRef}
          src={src}
          alt={t("The chosen photo")}
          className={styles.cropImage}
          draggable={false}
          onLoad={(event) => onLoad(event.currentTarget)}
          onError={onError}
        />
        {natural && square && (
          <div
            role="group"
            tabIndex={0}
            aria-label={t("Crop square")}
            aria-describedby={hintID}
            className={styles.cropSquare}
            style={{
              left: percent(square.x, natural.width),
              top: percent(square.y, natural.height),
              width: percent(square.size, natural.width),
              height: percent(square.size, natural.height),
            }}
            onKeyDown={handleKeyDown}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        )}
      </div>
      <p id={hintID} className={styles.hint}>
        {t("Move the square with the arrow keys or by dragging it. Only the part inside it is kept.")}
      </p>
    </>
  );
}
