// PLACEHOLDER: replaced by the feature's screen.
export default function CompaniesScreen() {
  return null;
}
