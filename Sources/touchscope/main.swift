import TouchScopeCore
print("touchscope")
