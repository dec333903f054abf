import { z } from 'zod';

// Zod's own messages (wrong type, bad uuid ...) in Turkish, for the rare body that slips
// past the form rules; the rules themselves carry the spec's exact texts.
z.config(z.locales.tr());
