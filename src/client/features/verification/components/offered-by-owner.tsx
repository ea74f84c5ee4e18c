import { OfferedBy } from '#src/client/components/verified-marks.tsx';
import { useOwnerProfile } from '../api';

/**
 * 'Offered by María G.' with the Verified owner mark, for a page that knows only the owner's id (the
 * booking steps and the guest's booking): their public profile is read once and shared by its key.
 * Nothing shows while it loads or when the owner has no public page any more.
 */
export function OfferedByOwner({ ownerId }: { ownerId: number | null }) {
  const profile = useOwnerProfile(ownerId ?? undefined);
  if (!profile.data) return null;
  return (
    <dl>
      <OfferedBy
        week={{
          ownerId: profile.data.id,
          ownerName: profile.data.displayName,
          verifiedOwner: profile.data.verifiedOwner,
        }}
      />
    </dl>
  );
}
