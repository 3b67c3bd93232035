// OpenSSL's libcrypto (libssl-dev; pkg-config name libcrypto): SHA-256 for the result cache's
// identities and seals. Only ContentHash sees this header. The direct SHA-256 functions, not the
// EVP interface: OpenSSL 3's EVP fetches its algorithm from a provider on first use, which cost
// about 5 million instructions (1–2 ms) of a one-file run that otherwise takes a few.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
