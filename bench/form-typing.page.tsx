// The page of bench/form-typing.ts, built with the app's Vite plugins and run in headless Chromium:
// a generated form of 50 fields (Plaza's controls, the build-time validator, the unsaved-changes
// guard) and, for each keystroke, the time from its keydown to the first task after its input event
// (React's render and commit and every effect they run), measured in the page.
import { createRoot } from "react-dom/client";
import validators from "virtual:form-validator/bench/form-typing.schemas";
import { precompiledFormValidator } from "../runtime/forms";
import { GeneratedForm } from "../src/ui/forms";
import { typingFormData, typingFormSchema, typingUiSchema } from "./form-typing.schemas";

const validator = precompiledFormValidator(typingFormSchema, validators.typing!);
const durations: number[] = [];
let keyDownAt: number | undefined;

document.addEventListener("keydown", () => (keyDownAt = performance.now()), true);
// After the input event has gone through React (whose listener sits on the root, below document).
document.addEventListener("input", () => {
  const start = keyDownAt;
  if (start === undefined) return;
  keyDownAt = undefined;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => durations.push(performance.now() - start);
  channel.port2.postMessage(null);
});

createRoot(document.getElementById("root")!).render(
  <GeneratedForm
    schema={typingFormSchema}
    uiSchema={typingUiSchema}
    formData={typingFormData}
    validator={validator}
    onSubmit={() => {}}
  />,
);

declare global {
  interface Window {
    formTypingBench: { durations: number[]; reset: () => void };
  }
}
window.formTypingBench = { durations, reset: () => void durations.splice(0) };
