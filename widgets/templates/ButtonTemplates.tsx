/** The page supplies its own buttons (as `Form` children), so the default submit button renders nothing. */
export function SubmitButton() {
  return null;
}

export const ButtonTemplates = { SubmitButton };
