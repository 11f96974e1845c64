// Scene loading: see issue 3. (placeholder replaced as the module is written)
