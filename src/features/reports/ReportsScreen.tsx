// PLACEHOLDER: replaced by the feature's screen.
export default function ReportsScreen() {
  return null;
}
