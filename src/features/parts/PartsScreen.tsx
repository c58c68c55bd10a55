// PLACEHOLDER: replaced by the feature's screen.
export default function PartsScreen() {
  return null;
}
