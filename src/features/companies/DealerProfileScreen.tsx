// PLACEHOLDER: replaced by the feature's screen.
export default function DealerProfileScreen() {
  return null;
}
