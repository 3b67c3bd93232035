// OpenSSL's libcrypto (libssl-dev; pkg-config name libcrypto): SHA-256 and HMAC for the result
// cache's identities. Only ContentHash sees these headers.
#include <openssl/evp.h>
#include <openssl/hmac.h>
