// PLACEHOLDER: replaced by the feature's screen.
export default function ResourceFormScreen() {
  return null;
}
