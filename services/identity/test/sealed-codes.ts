import { SEALED_CODE_PURPOSE } from '@localpros/contracts';
import { developmentSecret, fieldSealer } from '@localpros/kit';

/** Tests run without CODE_ENCRYPTION_KEY, so identity seals codes under its development value. */
const sealer = fieldSealer(developmentSecret('CODE_ENCRYPTION_KEY'), SEALED_CODE_PURPOSE);

/** A VerificationCodeIssued payload's code and link, opened as notifications opens them. */
export function openCodePayload(payload: unknown): { code: string; link: string | null } {
  const { sealedCode, sealedLink } = payload as { sealedCode: string; sealedLink: string | null };
  return { code: sealer.open(sealedCode), link: sealedLink === null ? null : sealer.open(sealedLink) };
}
